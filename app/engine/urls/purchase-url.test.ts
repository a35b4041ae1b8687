import { expect, test } from 'vitest';
import { purchaseUrl } from './purchase-url.ts';
import { testSite } from './site-fixture.test-support.ts';

test('a purchase link goes to the first partner on the ticketing host with the sales channel', () => {
  expect(purchaseUrl(testSite({ partners: [178, 118] }), 40123)).toBe(
    'https://billett.example.no/178/events/40123/purchase?kanal=web',
  );
});

test('the sales channel is escaped as a query value', () => {
  const site = testSite({
    ticketing: {
      host: 'https://billett.example.no',
      channel: 'web&kiosk',
      saleMinutesAfterStart: 0,
      trailerMinutes: 0,
      fewTicketsLeft: 10,
    },
  });
  expect(purchaseUrl(site, 7)).toBe('https://billett.example.no/118/events/7/purchase?kanal=web%26kiosk');
});

test('an event number that is not a positive whole number is refused', () => {
  expect(() => purchaseUrl(testSite(), 0)).toThrow(RangeError);
  expect(() => purchaseUrl(testSite(), 1.5)).toThrow(RangeError);
});
