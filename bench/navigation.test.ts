import { expect, test } from 'vitest';
import { median } from './lighthouse.ts';
import { headingOf, lastIdInMain } from './navigation.ts';

test('the heading of a built page is its h1 as text', () => {
  expect(headingOf('<main><h1 class="title">Siste <em>ferje</em> &amp; mer</h1><h2>x</h2></main>')).toBe(
    'Siste ferje & mer',
  );
});

test('the median of three runs is the middle one, of an even count the mean of the middle two', () => {
  expect(median([97, 99, 98])).toBe(98);
  expect(median([4, 1, 3, 2])).toBe(2.5);
});

test('a page is complete when the last element with an id in its main is in', () => {
  const html =
    '<header id="top"></header><main id="main"><section id="day-1"></section><section id="day-2"><h2 id="day-2-heading">x</h2></section></main><footer id="f"></footer>';
  expect(lastIdInMain(html)).toBe('day-2-heading');
  expect(lastIdInMain('<main><p>no ids</p></main>')).toBeNull();
  // React's useId ids differ between the prerender and a client render: never waited for.
  expect(lastIdInMain('<main><h2 id="tickets-heading"></h2><h3 id="_R_3plb5_"></h3></main>')).toBe('tickets-heading');
});
