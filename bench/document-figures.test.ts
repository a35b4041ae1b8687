import { expect, test } from 'vitest';
import {
  elementCount,
  hydrationPayload,
  markupSays,
  payloadStrings,
  repetitionOf,
  screeningsIn,
} from './document-figures.ts';

// A prerendered page as React Router writes it: the page route's data is one JSON text (decision 177).
const pageJson = JSON.stringify({
  bundle: {
    title: 'Kinoprogram',
    days: [
      {
        label: 'I dag',
        screenings: [
          {
            id: 'e-1',
            startDate: '2026-12-05 18:00:00',
            location: 'Sal 1',
            purchaseUrl: '/kjop/1',
            hidden: 'ikke vist',
          },
          { id: 'e-2', startDate: '2026-12-06 20:00:00', location: 'Sal 2', purchaseUrl: '/kjop/2', format: '2D' },
        ],
      },
    ],
  },
});
const stream = `${JSON.stringify([{ _1: 2 }, 'loaderData', { _3: 4 }, 'page', { _5: 6 }, 'pageJson', pageJson])}\n`;
const scriptString = JSON.stringify(stream).replaceAll('<', '\\u003c');
const html = [
  '<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"/><title>Kinoprogram</title>',
  '<style>.a > b { color: red }</style><script>if (1 < 2) document.title = "<div>";</script></head>',
  '<body><!-- <p>not an element</p> --><main><h1>Kinoprogram</h1><h2>I dag</h2>',
  '<ul><li><a href="/kjop/1">Kjøp billett</a> Sal 1 &amp; mer</li><li><a href="/kjop/2">Kjøp</a> Sal 2</li></ul></main>',
  `<script>window.__reactRouterContext.streamController.enqueue(${scriptString});</script>`,
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

test('elements are counted from the tags, not from script text or comments', () => {
  // html head meta title style script body main h1 h2 ul li a li a script script
  expect(elementCount(html)).toBe(17);
  expect(elementCount('<p>a<br>b<svg><path d="M0"/></svg></p>')).toBe(4);
});

test('the hydration payload is the scripts that feed React Router’s stream, decoded', () => {
  const payload = hydrationPayload(html);
  expect(payload?.stream).toBe(stream);
  const scripts = html.slice(html.indexOf('<script>window.__reactRouterContext'));
  expect(payload?.bytes).toBe(Buffer.byteLength(scripts.slice(0, scripts.lastIndexOf('</body>'))));
  expect(hydrationPayload('<html><body><script>var a = 1;</script></body></html>')).toBeNull();
});

test('the payload’s strings are its values, not its keys, with the page JSON read by field', () => {
  const strings = payloadStrings(stream);
  expect(strings.map((string) => string.value)).not.toContain('loaderData');
  expect(strings).toContainEqual({ field: 'location', value: 'Sal 1' });
  expect(strings).toContainEqual({ field: 'title', value: 'Kinoprogram' });
  expect(strings.filter((string) => string.field === 'startDate')).toHaveLength(2);
});

test('what the markup says: its text and attributes, with entities decoded and script text left out', () => {
  const says = markupSays(html);
  expect(says.text).toContain('Sal 1 & mer');
  expect(says.text).not.toContain('document.title');
  expect(says.text).not.toContain('not an element');
  expect(says.attributes).toContain('/kjop/1');
});

test('repetition: the share of the payload’s string bytes the markup says verbatim, by field', () => {
  const repetition = repetitionOf(payloadStrings(stream), html);
  // Said in the text: 'Kinoprogram', 'I dag', 'Sal 1', 'Sal 2'; in attributes: the two links.
  expect(repetition.inTextBytes).toBe('Kinoprogram'.length + 'I dag'.length + 'Sal 1'.length + 'Sal 2'.length);
  expect(repetition.inMarkupBytes).toBe(repetition.inTextBytes + '/kjop/1'.length + '/kjop/2'.length);
  expect(repetition.stringBytes).toBeGreaterThan(repetition.inMarkupBytes);
  const location = repetition.byField.find((field) => field.field === 'location');
  expect(location).toEqual({ field: 'location', bytes: 10, inMarkupBytes: 10, values: 2 });
  expect(repetition.byField.find((field) => field.field === 'startDate')?.inMarkupBytes).toBe(0);
  // '2D' is too short to count as said even where the markup has it.
  expect(repetition.byField.find((field) => field.field === 'format')?.inMarkupBytes).toBe(0);
});

test('screenings and days of the payload: distinct event ids with a start, and their dates', () => {
  expect(screeningsIn(stream)).toEqual({ screenings: 2, days: 2 });
});
