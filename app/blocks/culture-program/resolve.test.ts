import { expect, test } from 'vitest';
import { Production } from '../../model/production.ts';
import { bindEach, events, expectPlainJson, jazzkveld, resolveBlock } from '../block-fixtures.test-support.ts';
import { cultureProgramBlock } from './resolve.ts';

const cultureEvents = events.filter((event) => event.object === 'culture');
const standup = Production.parse({
  ...jazzkveld,
  id: 'standup',
  title: 'Standup-kveld',
  pageReference: 'standup-kveld-q9w3e',
  category: 'standup',
  assets: [],
  properties: [{ property: 'first_night', value: '2026-12-10' }],
});

function cultureBound(items: readonly Production[]) {
  return {
    items: bindEach(items, '@'),
    image: bindEach(items, '@assets[type=first_image]'),
    events: bindEach(cultureEvents, '@'),
  };
}

test('each culture item links to its page and lists its dates with purchase links', () => {
  const props = resolveBlock(cultureProgramBlock, { subtitle: 'Konserter og *standup*' }, cultureBound([jazzkveld]));
  expect(props.title).toBe('Kulturprogram');
  expect(props.subtitleHtml).toBe('<p>Konserter og <em>standup</em></p>');
  const [item] = props.items;
  expect(item).toMatchObject({
    id: 'jazzkveld',
    link: '/jazzkveld-med-trio-k7x2q',
    category: 'konsert',
    begin: '2026-11-27',
    description: 'Standarder og nye låter.',
  });
  expect(item?.image).toMatchObject({ width: 370, height: 250 });
  expect(
    item?.tickets.map((ticket) => [ticket.dayLabel, ticket.time, ticket.location, ticket.link, ticket.statusText]),
  ).toEqual([
    [
      'Fre. 27. nov.',
      '19:30',
      'Storsalen',
      'https://billett.example.no/118/events/200/purchase?kanal=web',
      '1 billett igjen',
    ],
    [
      'Lør. 28. nov.',
      '19:30',
      'Storsalen',
      'https://billett.example.no/118/events/201/purchase?kanal=web',
      '40 billetter igjen',
    ],
  ]);
  expectPlainJson(props);
});

test('an announced item without dates yet is listed by its first night, after earlier items', () => {
  const props = resolveBlock(cultureProgramBlock, {}, cultureBound([standup, jazzkveld]));
  expect(props.items.map((item) => [item.title, item.begin, item.tickets.length])).toEqual([
    ['Jazzkveld med trio', '2026-11-27', 2],
    ['Standup-kveld', '2026-12-10', 0],
  ]);
});

test('the filter keeps items and dates within from and to', () => {
  const props = resolveBlock(
    cultureProgramBlock,
    { filter: { from: '2026-11-28', to: '2026-12-01', display: true } },
    cultureBound([standup, jazzkveld]),
  );
  expect(props.items.map((item) => item.title)).toEqual(['Jazzkveld med trio']);
  expect(props.items[0]?.tickets.map((ticket) => ticket.id)).toEqual(['e-201']);
  expect(props.rangeText).toBe('Viser 28. nov.–1. des.');
});

test('the filter range is only written when display is on', () => {
  expect(
    resolveBlock(cultureProgramBlock, { filter: { from: '2026-11-28' } }, cultureBound([jazzkveld])).rangeText,
  ).toBeNull();
  expect(
    resolveBlock(cultureProgramBlock, { filter: { from: '2026-11-28', display: true } }, cultureBound([jazzkveld]))
      .rangeText,
  ).toBe('Viser fra 28. nov.');
  expect(
    resolveBlock(cultureProgramBlock, { filter: { to: '2026-12-01', display: true } }, cultureBound([jazzkveld]))
      .rangeText,
  ).toBe('Viser til 1. des.');
});

test('limit 0 shows every item, a positive limit cuts the list', () => {
  expect(resolveBlock(cultureProgramBlock, { limit: 0 }, cultureBound([standup, jazzkveld])).items).toHaveLength(2);
  expect(
    resolveBlock(cultureProgramBlock, { limit: 1 }, cultureBound([standup, jazzkveld])).items.map((item) => item.title),
  ).toEqual(['Jazzkveld med trio']);
});

test('an item whose dates are all past and whose first night is past is left out', () => {
  const past = Production.parse({
    ...standup,
    id: 'past',
    properties: [{ property: 'first_night', value: '2026-10-01' }],
  });
  expect(resolveBlock(cultureProgramBlock, {}, cultureBound([past])).items).toEqual([]);
});

test('the home programme links on to the whole culture programme', () => {
  const props = resolveBlock(
    cultureProgramBlock,
    { showMoreLinkTitle: 'Se hele kulturprogrammet', showMoreLinkUrl: '/kulturprogram' },
    cultureBound([jazzkveld]),
  );
  expect(props.moreLink).toEqual({ title: 'Se hele kulturprogrammet', url: '/kulturprogram' });
});
