import { expect, test } from 'vitest';
import { bindEach, events, expectPlainJson, resolveBlock } from '../block-fixtures.test-support.ts';
import { scheduleBlock } from './resolve.ts';

const featured = events.filter((event) => event.featured);
const bound = { items: bindEach(featured, '@') };

test('featured events are listed by day with Les mer hidden and Kjøp billett as the primary sales link', () => {
  const props = resolveBlock(scheduleBlock, {}, bound);
  expect(props.title).toBe('Kinoprogram');
  expect(props.days.map((day) => day.label)).toEqual(['I dag', 'I morgen']);
  const today = props.days[0]?.items[0];
  expect(today?.links).toEqual([
    { label: 'Les mer', path: '/fjellet-dxm-1042', primary: false, sales: false, hidden: true },
    {
      label: 'Kjøp billett',
      path: 'https://billett.example.no/118/events/101/purchase?kanal=web',
      primary: true,
      sales: true,
      hidden: false,
    },
  ]);
  expect(today).toMatchObject({
    id: 'e-101',
    title: 'Fjellet',
    time: '18:30',
    location: 'Sal 1',
    ticketCount: 12,
    statusText: '12 billetter igjen',
  });
  expectPlainJson(props);
});

test('the schedule poster is the production poster at 180x320', () => {
  const image = resolveBlock(scheduleBlock, {}, bound).days[0]?.items[0]?.image;
  expect(image).toMatchObject({ width: 180, height: 320 });
  expect(image?.src).toContain('/images/fjellet-poster.jpg?w=180&h=320');
});

test('a national premiere flag is shown as Norgespremiere; unknown flags are not shown', () => {
  const premiere = resolveBlock(scheduleBlock, {}, bound).days[1]?.items[0];
  expect(premiere?.adFlags).toEqual(['national_premiere', 'unknown_flag']);
  expect(premiere?.adFlagsView).toEqual([{ flag: 'national_premiere', view: 'Norgespremiere' }]);
});

test('with showTicketCount false no ticket count is written', () => {
  const props = resolveBlock(scheduleBlock, { showTicketCount: false }, bound);
  expect(props.showTicketCount).toBe(false);
  expect(props.days[0]?.items[0]?.statusText).toBe('');
});

test('a sold-out event keeps Les mer and has no purchase link', () => {
  const soldOut = events.filter((event) => event.id === 'e-102');
  const item = resolveBlock(scheduleBlock, {}, { items: bindEach(soldOut, '@') }).days[0]?.items[0];
  expect(item?.statusText).toBe('Utsolgt');
  expect(item?.links.map((link) => link.label)).toEqual(['Les mer']);
});

test('the schedule can link on to the whole programme', () => {
  const props = resolveBlock(
    scheduleBlock,
    { showMoreLinkTitle: 'Se hele kinoprogrammet', showMoreLinkUrl: '/kinoprogram' },
    bound,
  );
  expect(props.moreLink).toEqual({ title: 'Se hele kinoprogrammet', url: '/kinoprogram' });
});
