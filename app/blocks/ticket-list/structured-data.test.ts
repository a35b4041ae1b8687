import { expect, test } from 'vitest';
import type { Site } from '../../model/site.ts';
import { bindEach, events, fjellet, resolveBlock, site } from '../block-fixtures.test-support.ts';
import { osloIso } from './oslo-iso.ts';
import { ticketListBlock } from './resolve.ts';
import { ticketListStructuredData as structuredData } from './structured-data.ts';

const layout = { siteTitle: 'Fjordheim kino og kulturhus', host: 'https://www.fjordheim.no', fewTicketsLeft: 10 };

function bundleOf(production: unknown, list: unknown[], blockSite?: Site) {
  return resolveBlock(ticketListBlock, {}, { production, events: list }, blockSite ? { site: blockSite } : {});
}

test('Oslo wall-clock times get their offset, winter and summer, in any machine zone', () => {
  expect(osloIso('2026-11-24 18:30:00')).toBe('2026-11-24T18:30:00+01:00');
  expect(osloIso('2026-07-01 21:00:00')).toBe('2026-07-01T21:00:00+02:00');
});

test('a film page is a Movie with one ScreeningEvent per screening, each with its offer', () => {
  const fjelletEvents = events.filter((event) => event.production.id === fjellet.id);
  const [movie, ...screenings] = structuredData(bundleOf(fjellet, bindEach(fjelletEvents, '@')), layout);
  expect(movie).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Movie',
    name: 'Fjellet',
    url: 'https://www.fjordheim.no/fjellet-dxm-1042',
  });
  expect(screenings.length).toBeGreaterThan(0);
  for (const node of screenings) {
    // The properties search engines require of an event, in schema.org's shapes.
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ScreeningEvent',
      name: 'Fjellet',
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/) as unknown,
      location: {
        '@type': 'MovieTheater',
        name: expect.stringContaining('Fjordheim') as unknown,
        address: expect.any(String) as unknown,
      },
      workPresented: { '@type': 'Movie', name: 'Fjellet' },
      offers: {
        '@type': 'Offer',
        url: expect.stringMatching(/^https:\/\//) as unknown,
        availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|SoldOut|PreOrder)$/) as unknown,
      },
    });
  }
  const offers = screenings.map((node) => node['offers'] as { url: string; availability: string });
  expect(offers[0]).toEqual({
    '@type': 'Offer',
    url: 'https://billett.example.no/118/events/101/purchase?kanal=web',
    availability: 'https://schema.org/InStock',
  });
  expect(offers.some((offer) => offer.availability === 'https://schema.org/SoldOut')).toBe(true);
  expect(JSON.parse(JSON.stringify(screenings))).toEqual(screenings);
});

test('a culture page lists Events, and a ticket list with nothing to list has none', () => {
  const jazz = events.filter((event) => event.object === 'culture');
  const nodes = structuredData(bundleOf(undefined, bindEach(jazz, '@')), layout);
  expect(nodes.length).toBe(jazz.filter((event) => event.startDate >= '2026-11-21').length);
  expect(nodes.every((node) => node['@type'] === 'Event' && node['location'] !== undefined)).toBe(true);
  expect(structuredData(bundleOf(undefined, []), layout)).toEqual([]);
});

test('the venue of each event is a Place with a structured postal address when the site has one', () => {
  const address = {
    streetAddress: 'Strandgata 12',
    postalCode: '6789',
    addressLocality: 'Fjordheim',
    addressCountry: 'NO',
  };
  const jazz = events.filter((event) => event.object === 'culture');
  const [first] = structuredData(bundleOf(undefined, bindEach(jazz, '@'), { ...site, address }), layout);
  // The shape schema.org and search engines' event results read (Place.address: PostalAddress).
  expect(first?.['location']).toEqual({
    '@type': 'Place',
    name: 'Fjordheim kino og kulturhus, Storsalen',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Strandgata 12',
      postalCode: '6789',
      addressLocality: 'Fjordheim',
      addressCountry: 'NO',
    },
    url: 'https://www.fjordheim.no',
  });
});

test('a film screening names its languages, format, end, age limit and price; the film its running time', () => {
  const fjelletEvents = events.filter((event) => event.production.id === fjellet.id);
  const priced = { ...site, ticketing: { ...site.ticketing, filmTicketPrice: 150 } };
  const [movie, first] = structuredData(bundleOf(fjellet, bindEach(fjelletEvents, '@'), priced), layout);
  expect(movie).toMatchObject({ '@type': 'Movie', contentRating: '12 år' });
  expect(first).toMatchObject({
    '@type': 'ScreeningEvent',
    startDate: '2026-11-21T18:30:00+01:00',
    endDate: expect.stringMatching(/^2026-11-21T\d{2}:\d{2}:00\+01:00$/) as unknown,
    inLanguage: 'no',
    videoFormat: '2D',
    workPresented: { '@type': 'Movie', name: 'Fjellet', contentRating: '12 år' },
    offers: { price: 150, priceCurrency: 'NOK' },
  });
  expect(first).not.toHaveProperty('subtitleLanguage');
  expect(first).not.toHaveProperty('performer');
});

test('an offer is LimitedAvailability at or below the venue threshold, InStock above, SoldOut at none', () => {
  const fjelletEvents = events.filter((event) => event.production.id === fjellet.id);
  const availabilities = (fewTicketsLeft: number) =>
    structuredData(bundleOf(fjellet, bindEach(fjelletEvents, '@')), { ...layout, fewTicketsLeft })
      .slice(1)
      .map((node) => (node['offers'] as { availability: string }).availability.replace('https://schema.org/', ''));
  // The fixture's coming screenings: 12 tickets left, sold out, not on sale yet.
  expect(availabilities(10)).toEqual(['InStock', 'SoldOut', 'PreOrder']);
  expect(availabilities(12)).toEqual(['LimitedAvailability', 'SoldOut', 'PreOrder']);
});
