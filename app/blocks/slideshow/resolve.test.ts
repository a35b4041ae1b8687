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
import { slideshowBlock } from './resolve.ts';

function slideBound(items: readonly Production[]) {
  return {
    items: bindEach(items, '@'),
    image: bindEach(items, '@assets[type=first_image]'),
    firstNight: bindEach(items, '@properties[property=first_night].value'),
    ticketsAvailable: bindEach(items, '@ticketSales[0].available'),
  };
}

test('slides are sorted by first night, with a Premiere date and the two buttons', () => {
  const props = resolveBlock(
    slideshowBlock,
    { heading: 'Fjordheim kino og kulturhus' },
    slideBound([vinterlys, fjellet]),
  );
  expect(props.slides.map((slide) => slide.title)).toEqual(['Fjellet', 'Vinterlys']);
  const [first] = props.slides;
  expect(first).toMatchObject({
    metaPrefix: 'Premiere',
    meta: 'fredag 13. november',
    sortDate: '2026-11-13',
    ticketSaleType: 'normal',
  });
  expect(first?.links).toEqual([
    { label: 'Les mer', path: '/fjellet-dxm-1042', primary: false, sales: false, hidden: false },
    { label: 'Kjøp billett', path: '/fjellet-dxm-1042#tickets', primary: true, sales: false, hidden: false },
  ]);
  expect(first?.image?.src).toContain('w=1920&h=750');
  expect(props).toMatchObject({ heading: 'Fjordheim kino og kulturhus', interval: 5000, autoplay: true });
  expectPlainJson(props);
});

test('a film whose tickets are not on sale has no ticket button', () => {
  const props = resolveBlock(slideshowBlock, {}, slideBound([vinterlys]));
  expect(props.slides[0]?.ticketSaleType).toBeNull();
  expect(props.slides[0]?.links.map((link) => link.label)).toEqual(['Les mer']);
});

test('sortAsc false puts the latest first night first', () => {
  const props = resolveBlock(slideshowBlock, { sortAsc: false }, slideBound([fjellet, vinterlys]));
  expect(props.slides.map((slide) => slide.title)).toEqual(['Vinterlys', 'Fjellet']);
});

test('at most limit slides are shown, five by default', () => {
  const many = Array.from({ length: 7 }, (_, i) =>
    Production.parse({
      ...fjellet,
      id: `f${i}`,
      title: `Film ${i}`,
      properties: [{ property: 'first_night', value: `2026-11-0${i + 1}` }],
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
  expect(props.slides.map((slide) => slide.title)).toEqual(['Fjellet']);
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
  const props = resolveBlock(slideshowBlock, { sortAsc: false }, slideBound([undated, fjellet]));
  expect(props.slides.map((slide) => [slide.title, slide.metaPrefix, slide.meta])).toEqual([
    ['Fjellet', 'Premiere', 'fredag 13. november'],
    ['Jazzkveld med trio', '', ''],
  ]);
});

test('a per-item binding bound to another source is refused', () => {
  const bound = { ...slideBound([fjellet, vinterlys]), firstNight: ['2026-11-13'] };
  expect(() => resolveBlock(slideshowBlock, {}, bound)).toThrow('1 values for 2 items');
});
