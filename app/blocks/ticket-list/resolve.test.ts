import { expect, test } from 'vitest';
import { bindEach, events, expectPlainJson, fjellet, resolveBlock, site } from '../block-fixtures.test-support.ts';
import { ticketListBlock } from './resolve.ts';

const fjelletEvents = events.filter((event) => event.production.id === fjellet.id);
const bound = { events: bindEach(fjelletEvents, '@') };

test('coming screenings are grouped by day, past ones left out', () => {
  const props = resolveBlock(ticketListBlock, {}, bound);
  expect(props.days.map((day) => [day.label, day.items.map((ticket) => ticket.time)])).toEqual([
    ['I dag', ['18:30', '21:00']],
    ['Mandag 23. november', ['20:00']],
  ]);
  expect(props.anchor).toBe('tickets');
  expect(props.productionTitle).toBe('Fjellet');
  expectPlainJson(props);
});

test('each screening has its purchase link, location, features and tickets left', () => {
  const [first] = resolveBlock(ticketListBlock, {}, bound).days[0]?.items ?? [];
  expect(first).toMatchObject({
    id: 'e-101',
    location: 'Sal 1',
    statusText: '12 billetter igjen',
    status: 'available',
    purchaseUrl: 'https://billett.example.no/118/events/101/purchase?kanal=web',
  });
  expect(first?.features.map((feature) => feature.name)).toEqual(['12 år', 'Norsk tale', '2D']);
});

test('a sold-out screening says Utsolgt and has no purchase link', () => {
  const soldOut = resolveBlock(ticketListBlock, {}, bound).days[0]?.items[1];
  expect(soldOut).toMatchObject({ status: 'sold_out', statusText: 'Utsolgt', purchaseUrl: null });
});

test('a screening not yet on sale has no purchase link', () => {
  const later = resolveBlock(ticketListBlock, {}, bound).days[1]?.items[0];
  expect(later).toMatchObject({ status: 'not_on_sale', statusText: 'Ikke i salg ennå', purchaseUrl: null });
});

test('ticket counts can be hidden while sold out stays visible', () => {
  const props = resolveBlock(ticketListBlock, { showTicketCount: false }, bound);
  expect(props.days[0]?.items.map((ticket) => ticket.statusText)).toEqual(['', 'Utsolgt']);
});

test('a production without coming events gets the empty text', () => {
  const props = resolveBlock(ticketListBlock, {}, { events: [] });
  expect(props.days).toEqual([]);
  expect(props.emptyText).toBe('Ingen forestillinger er lagt ut ennå.');
});

test('binding the events to something that is not events fails the build', () => {
  expect(() => resolveBlock(ticketListBlock, {}, { events: ['e-1'] })).toThrow(
    'Block "ticket-list": bound field "events"',
  );
});

test('each purchase link reports BUY_TICKET with the event, the film, the venue, the list and the category', () => {
  const [first] = resolveBlock(ticketListBlock, {}, bound).days[0]?.items ?? [];
  expect(first?.analytics).toEqual({
    id: 'e-101',
    name: 'Fjellet',
    brand: 'Fjordheim',
    listName: 'Billetter',
    category: 'På kino nå',
  });
});

test('the page production gives the VIEW_ITEM payload and what search engines read about it', () => {
  const props = resolveBlock(ticketListBlock, {}, { ...bound, production: fjellet });
  expect(props.subject?.viewItem).toEqual({
    id: 'fjellet',
    name: 'Fjellet',
    brand: 'Fjordheim',
    listName: 'Filmer',
    category: 'På kino nå',
  });
  expect(props.subject).toMatchObject({
    object: 'movie',
    title: 'Fjellet',
    url: 'https://www.fjordheim.no/fjellet-dxm-1042',
  });
  expect(props.subject?.image).toMatch(/w=1920&h=1080&auto=compress$/);
  // Without a bound production the events name it.
  expect(resolveBlock(ticketListBlock, {}, bound).subject?.title).toBe('Fjellet');
  expect(resolveBlock(ticketListBlock, {}, { events: [] }).subject).toBeNull();
});

test('each screening links its calendar file, and the subject carries the venue’s address when the site has one', () => {
  const props = resolveBlock(ticketListBlock, {}, { ...bound, production: fjellet });
  expect(props.days.flatMap((day) => day.items.map((ticket) => ticket.calendarPath))).toEqual([
    '/kalender/e-101.ics',
    '/kalender/e-102.ics',
    '/kalender/e-104.ics',
  ]);
  expect(props.subject?.venueAddress).toBeNull();
  const address = {
    streetAddress: 'Strandgata 12',
    postalCode: '6789',
    addressLocality: 'Fjordheim',
    addressCountry: 'NO',
  };
  const withAddress = resolveBlock(
    ticketListBlock,
    {},
    { ...bound, production: fjellet },
    { site: { ...site, address } },
  );
  expect(withAddress.subject?.venueAddress).toEqual(address);
  expectPlainJson(withAddress);
});
