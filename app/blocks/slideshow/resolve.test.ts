import { expect, test } from 'vitest';
import { Production } from '../../model/production.ts';
import {
  bindEach,
  expectPlainJson,
  fjellet,
  jazzkveld,
  resolveBlock,
  vinterlys,
} from '../block-fixtures.test-support.ts';
import { orderSlides, slideshowBlock } from './resolve.ts';

function slideBound(items: readonly Production[]) {
  return {
    items: bindEach(items, '@'),
    image: bindEach(items, '@assets[type=first_image]'),
    firstNight: bindEach(items, '@properties[property=first_night].value'),
    ticketsAvailable: bindEach(items, '@ticketSales[0].available'),
  };
}

test('premieres from today on lead and are announced; a past first night is not, and its button goes to the next screening on sale', () => {
  const props = resolveBlock(
    slideshowBlock,
    { heading: 'Fjordheim kino og kulturhus' },
    slideBound([fjellet, vinterlys]),
  );
  // Today is 21 November: Vinterlys opens 4 December, Fjellet opened 13 November.
  expect(props.slides.map((slide) => slide.title)).toEqual(['Vinterlys', 'Fjellet']);
  const [coming, running] = props.slides;
  expect(coming).toMatchObject({ metaPrefix: 'Premiere', meta: 'fredag 4. desember', premiereDay: '20261204' });
  expect(running).toMatchObject({ metaPrefix: '', meta: '', premiereDay: null, ticketSaleType: 'normal' });
  expect(running?.links).toEqual([
    { label: 'Les mer', path: '/fjellet-dxm-1042', primary: false, sales: false, hidden: false },
  ]);
  expect(running?.tickets[0]).toMatchObject({
    id: 'e-101',
    purchaseUrl: 'https://billett.example.no/118/events/101/purchase?kanal=web',
    time: '18:30',
  });
  expect(running?.image?.src).toContain('w=1920&h=750');
  expect(props).toMatchObject({ heading: 'Fjordheim kino og kulturhus', interval: 5000, autoplay: true });
  expectPlainJson(props);
});

test('orderSlides: coming premieres in the block direction, then running films latest first, then undated', () => {
  const slides = ['2026-11-10', '', '2026-12-01', '2026-11-21', '2026-11-15'].map((sortDate) => ({ sortDate }));
  expect(orderSlides(slides, '2026-11-21', true).map((slide) => slide.sortDate)).toEqual([
    '2026-11-21',
    '2026-12-01',
    '2026-11-15',
    '2026-11-10',
    '',
  ]);
  expect(orderSlides(slides, '2026-11-21', false).map((slide) => slide.sortDate)[0]).toBe('2026-12-01');
});

test('a film whose tickets are not on sale has no ticket button', () => {
  const props = resolveBlock(slideshowBlock, {}, slideBound([vinterlys]));
  expect(props.slides[0]?.ticketSaleType).toBeNull();
  expect(props.slides[0]?.links.map((link) => link.label)).toEqual(['Les mer']);
});

test('sortAsc false puts the latest first night first', () => {
  const later = Production.parse({
    ...vinterlys,
    id: 'later',
    title: 'Senere',
    properties: [{ property: 'first_night', value: '2026-12-24' }],
  });
  const props = resolveBlock(slideshowBlock, { sortAsc: false }, slideBound([vinterlys, later]));
  expect(props.slides.map((slide) => slide.title)).toEqual(['Senere', 'Vinterlys']);
});

test('at most limit slides are shown, five by default', () => {
  const many = Array.from({ length: 7 }, (_, i) =>
    Production.parse({
      ...fjellet,
      id: `f${i}`,
      title: `Film ${i}`,
      properties: [{ property: 'first_night', value: `2026-12-0${i + 1}` }],
    }),
  );
  expect(resolveBlock(slideshowBlock, {}, slideBound(many)).slides).toHaveLength(5);
  expect(resolveBlock(slideshowBlock, { limit: 2 }, slideBound(many)).slides.map((slide) => slide.title)).toEqual([
    'Film 0',
    'Film 1',
  ]);
});

test('single_fixed shows the first slide and does not rotate', () => {
  const props = resolveBlock(slideshowBlock, { mode: 'single_fixed' }, slideBound([vinterlys, fjellet]));
  expect(props.slides.map((slide) => slide.title)).toEqual(['Vinterlys']);
  expect(props.autoplay).toBe(false);
});

test('single_random shows one slide, the same for the whole build day', () => {
  const bound = slideBound([vinterlys, fjellet, jazzkveld]);
  const one = resolveBlock(slideshowBlock, { mode: 'single_random' }, bound);
  expect(one.slides).toHaveLength(1);
  expect(resolveBlock(slideshowBlock, { mode: 'single_random' }, bound)).toEqual(one);
  const days = ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'].map(
    (today) => resolveBlock(slideshowBlock, { mode: 'single_random' }, bound, { today }).slides[0]?.title,
  );
  expect(new Set(days).size).toBeGreaterThan(1);
});

test('a production without a first night goes last and has no Premiere prefix', () => {
  const undated = Production.parse({ ...jazzkveld, properties: [] });
  const props = resolveBlock(slideshowBlock, { sortAsc: false }, slideBound([undated, vinterlys]));
  expect(props.slides.map((slide) => [slide.title, slide.metaPrefix, slide.meta])).toEqual([
    ['Vinterlys', 'Premiere', 'fredag 4. desember'],
    ['Jazzkveld med trio', '', ''],
  ]);
});

test('a per-item binding bound to another source is refused', () => {
  const bound = { ...slideBound([fjellet, vinterlys]), firstNight: ['2026-11-13'] };
  expect(() => resolveBlock(slideshowBlock, {}, bound)).toThrow('1 values for 2 items');
});
