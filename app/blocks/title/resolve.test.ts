import { expect, test } from 'vitest';
import {
  bindEach,
  bindOne,
  events,
  expectPlainJson,
  fjellet,
  resolveBlock,
  vinterlys,
} from '../block-fixtures.test-support.ts';
import { ageLimitText, titleBlock } from './resolve.ts';

const fjelletEvents = events.filter((event) => event.production.id === fjellet.id);

function filmBound(production: unknown) {
  return {
    title: bindOne(production, '@title'),
    genre: bindOne(production, '@properties[property=genre].value'),
    duration: bindOne(production, '@properties[property=duration].value'),
    features: bindOne(production, '@features'),
    premiere: bindOne(production, '@properties[property=first_night].value'),
  };
}

test('a film title has genre, duration, age limit, speech and premiere date in its meta line', () => {
  const props = resolveBlock(titleBlock, {}, filmBound(fjellet));
  expect(props).toEqual({
    title: 'Fjellet',
    meta: ['Drama', '1 t 46 min', '12 år', 'Norsk tale', 'Premiere 13. november 2026'],
    poster: null,
    tickets: [],
  });
  expectPlainJson(props);
});

test("with its events bound, a film's title carries its next screenings on sale, for its ticket button", () => {
  const props = resolveBlock(titleBlock, {}, { ...filmBound(fjellet), events: bindEach(fjelletEvents, '@') });
  expect(props.tickets.map((ticket) => [ticket.id, ticket.time])).toEqual([['e-101', '18:30']]);
});

test('a bound poster is shown beside the title through the image CDN, at phone and desktop widths', () => {
  const props = resolveBlock(
    titleBlock,
    {},
    { ...filmBound(fjellet), poster: bindOne(fjellet, '@assets[type=first_poster]') },
  );
  expect(props.poster?.src).toMatch(/\?w=200&h=300&fit=crop&crop=faces,top&auto=compress/);
  expect(props.poster?.srcSet).toContain('w=120&h=180');
  expect(props.poster).toMatchObject({ width: 200, height: 300, alt: '' });
});

test('meta fields a film does not have are left out', () => {
  expect(resolveBlock(titleBlock, {}, filmBound(vinterlys)).meta).toEqual(['Familie', 'Premiere 4. desember 2026']);
});

test('an information page types its title in', () => {
  expect(resolveBlock(titleBlock, { title: 'Leiepriser' })).toEqual({
    title: 'Leiepriser',
    meta: [],
    poster: null,
    tickets: [],
  });
});

test('an information page can take its title from its article', () => {
  expect(resolveBlock(titleBlock, { article: 'leiepriser' })).toEqual({
    title: 'Leiepriser',
    meta: [],
    poster: null,
    tickets: [],
  });
  expect(() => resolveBlock(titleBlock, { article: 'finnes-ikke' })).toThrow('content/articles/finnes-ikke.md');
});

test('a title block without any title fails the build', () => {
  expect(() => resolveBlock(titleBlock, {})).toThrow('no title');
});

test('the age limit is read from the age-rating feature', () => {
  expect(
    ageLimitText([
      { name: 'Norsk tale', highlight: false },
      { name: '15 år', highlight: false },
    ]),
  ).toBe('15 år');
  expect(ageLimitText([{ name: '9', highlight: false }])).toBe('9 år');
  expect(ageLimitText([{ name: 'A', highlight: false }])).toBe('Tillatt for alle');
  expect(ageLimitText([{ name: '2D', highlight: false }])).toBeUndefined();
});
