import { describe, expect, it } from 'vitest';
import { ticketPriceOf } from './ticket-price.ts';

const site = { ticketing: { filmTicketPrice: 150, filmMemberPrice: 120 } } as const;
const venue = site as unknown as Parameters<typeof ticketPriceOf>[1];

describe('ticketPriceOf', () => {
  it("takes the event's own prices first", () => {
    expect(ticketPriceOf({ object: 'movie', price: 170, memberPrice: 140 }, venue)).toEqual({
      amount: 170,
      memberAmount: 140,
    });
  });
  it("falls back to the venue's film prices for a film", () => {
    expect(ticketPriceOf({ object: 'movie', price: null, memberPrice: null }, venue)).toEqual({
      amount: 150,
      memberAmount: 120,
    });
  });
  it('gives a culture event no price unless it has its own', () => {
    expect(ticketPriceOf({ object: 'culture', price: null, memberPrice: null }, venue)).toBeNull();
    expect(ticketPriceOf({ object: 'culture', price: 320, memberPrice: null }, venue)).toEqual({
      amount: 320,
      memberAmount: null,
    });
  });
  it('gives no price when the venue has no film price', () => {
    const none = { ticketing: {} } as unknown as Parameters<typeof ticketPriceOf>[1];
    expect(ticketPriceOf({ object: 'movie', price: null, memberPrice: null }, none)).toBeNull();
  });
});
