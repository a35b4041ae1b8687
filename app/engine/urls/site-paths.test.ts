import { expect, test } from 'vitest';
import { isExternalUrl, productionPath, ticketsPath } from './site-paths.ts';

const film = { object: 'movie', parentSlug: 'fjellet-dxm-1042', pageReference: 'fjellet' } as const;
const concert = { object: 'culture', parentSlug: 'jazzkveld', pageReference: 'jazzkveld-k7x2q' } as const;

test('a film page is its parent slug, a culture page its page reference', () => {
  expect(productionPath(film)).toBe('/fjellet-dxm-1042');
  expect(productionPath(concert)).toBe('/jazzkveld-k7x2q');
});

test('the ticket link jumps to the ticket section of the page', () => {
  expect(ticketsPath(film)).toBe('/fjellet-dxm-1042#tickets');
});

test('absolute and protocol-relative URLs leave the site, paths and anchors do not', () => {
  expect(isExternalUrl('https://hjelp.example.no/mobilbillett')).toBe(true);
  expect(isExternalUrl('//cdn.example.no/x')).toBe(true);
  expect(isExternalUrl('/aldersgrenser')).toBe(false);
  expect(isExternalUrl('#tickets')).toBe(false);
  expect(isExternalUrl('mailto:post@fjordheim.no')).toBe(false);
});
