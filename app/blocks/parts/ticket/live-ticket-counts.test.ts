import { expect, test } from 'vitest';
import { liveLineLayout, withLiveCount } from './live-ticket-counts.ts';

const onSale = {
  id: 'e-1',
  status: 'available',
  statusText: '12 billetter igjen',
  purchaseUrl: 'https://billett.example/118/events/1/purchase?kanal=web',
} as const;

test('before a live count arrives, the built line is shown as it is', () => {
  expect(withLiveCount(onSale, undefined)).toBe(onSale);
});

test('a live count replaces the built one', () => {
  expect(withLiveCount(onSale, 7)).toEqual({ ...onSale, statusText: '7 billetter igjen' });
  expect(withLiveCount(onSale, 1).statusText).toBe('1 billett igjen');
});

test('a live count of 0 makes the line sold out, without a purchase link', () => {
  expect(withLiveCount(onSale, 0)).toEqual({ ...onSale, status: 'sold_out', statusText: 'Utsolgt', purchaseUrl: null });
});

test('a block that hides counts keeps hiding them', () => {
  const hidden = { ...onSale, statusText: '' };
  expect(withLiveCount(hidden, 7)).toBe(hidden);
  expect(withLiveCount(hidden, 0).statusText).toBe('Utsolgt');
});

test('lines built sold out or not on sale stay as built', () => {
  const soldOut = { id: 'e-2', status: 'sold_out', statusText: 'Utsolgt', purchaseUrl: null } as const;
  const notOnSale = { id: 'e-3', status: 'not_on_sale', statusText: 'Ikke i salg ennå', purchaseUrl: null } as const;
  expect(withLiveCount(soldOut, 40)).toBe(soldOut);
  expect(withLiveCount(notOnSale, 40)).toBe(notOnSale);
});

test('a line sold out since the build keeps its button box, empty, and its status where the count was', () => {
  expect(liveLineLayout(onSale, withLiveCount(onSale, 0))).toEqual({ buttonBox: true, statusInButtonPlace: false });
});

test('a line whose block hides counts shows a sell-out in the button place', () => {
  const hidden = { ...onSale, statusText: '' };
  expect(liveLineLayout(hidden, withLiveCount(hidden, 0))).toEqual({ buttonBox: true, statusInButtonPlace: true });
});

test('a changed count changes no layout', () => {
  expect(liveLineLayout(onSale, withLiveCount(onSale, 3))).toEqual({ buttonBox: false, statusInButtonPlace: false });
});

test('a line built without a button shows its status in the button place, before and after a count', () => {
  const inButtonPlace = { buttonBox: false, statusInButtonPlace: true };
  const soldOut = { id: 'e-2', status: 'sold_out', statusText: 'Utsolgt', purchaseUrl: null } as const;
  expect(liveLineLayout(soldOut, soldOut)).toEqual(inButtonPlace);
  expect(liveLineLayout(soldOut, withLiveCount(soldOut, 0))).toEqual(inButtonPlace);
  const notYet = { id: 'e-3', status: 'not_on_sale', statusText: 'Ikke i salg ennå', purchaseUrl: null } as const;
  expect(liveLineLayout(notYet, withLiveCount(notYet, 40))).toEqual(inButtonPlace);
});
