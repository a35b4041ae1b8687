import { expect, test } from 'vitest';
import { TODAY, events, site } from '../../block-fixtures.test-support.ts';
import { testSite } from '../../../engine/urls/site-fixture.test-support.ts';
import { nextTickets } from './next-screenings.ts';

const fjellet = events.filter((event) => event.production.id === events[0]?.production.id);

test("a production's next screenings on sale skip past days, sold-out and not-on-sale screenings", () => {
  // e-100 was yesterday, e-102 is sold out, e-104 is not on sale.
  expect(nextTickets(site, fjellet, TODAY).map((ticket) => ticket.id)).toEqual(['e-101']);
});

test('each carries its purchase link, the minute its sale ends, its day, time, hall and price', () => {
  const priced = testSite({ ticketing: { ...site.ticketing, filmTicketPrice: 150, filmMemberPrice: 120 } });
  const [first] = nextTickets(priced, fjellet, TODAY);
  expect(first).toMatchObject({
    id: 'e-101',
    purchaseUrl: 'https://billett.example.no/118/events/101/purchase?kanal=web',
    saleEnds: '202611211830',
    startDate: '2026-11-21 18:30:00',
    time: '18:30',
    location: 'Sal 1',
    price: { amount: 150, memberAmount: 120 },
  });
  expect([first?.day.key, first?.day.relation]).toEqual(['20261121', 'today']);
});

test('at most `limit`, in start order whatever the input order', () => {
  const jazz = events.filter((event) => event.production.title.startsWith('Jazz')).toReversed();
  expect(nextTickets(site, jazz, TODAY).map((ticket) => ticket.id)).toEqual(['e-200', 'e-201']);
  expect(nextTickets(site, jazz, TODAY, 1).map((ticket) => ticket.id)).toEqual(['e-200']);
});
