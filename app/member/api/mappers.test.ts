import { expect, test } from 'vitest';
import { toMyTickets } from './mappers.ts';
import { ResponseShapeError } from './response-shape-error.ts';

test('a ticket is reshaped: Poster → image, Screen → sal, seats by row as text', () => {
  const [ticket] = toMyTickets([
    {
      MovieId: 1,
      MovieTitle: 'Siste ferje',
      Notes: '',
      QrCode: 'FJ118-1',
      QrUrl: 'https://b.example/1',
      StartTime: '2026-11-21T19:15:00',
      ExpirationDate: '2026-11-21T22:15:00',
      Poster: '/p.svg',
      Screen: 'Sal 2',
      SeatsInfo: {
        Info: 'Rad 7, sete 12–13',
        Seats: [
          { Row: 7, Seats: [12, 13] },
          { Row: 'B', Seats: '4' },
        ],
      },
    },
  ]);
  expect(ticket).toMatchObject({ image: '/p.svg', sal: 'Sal 2', qrCode: 'FJ118-1' });
  expect(ticket?.seatsInfo).toEqual({
    info: 'Rad 7, sete 12–13',
    seats: [
      { row: '7', seats: ['12', '13'] },
      { row: 'B', seats: ['4'] },
    ],
  });
});

test('a malformed tickets answer is a ResponseShapeError', () => {
  expect(() => toMyTickets([{ MovieTitle: 'x' }])).toThrow(ResponseShapeError);
});

test('a ticket without a QR payload is malformed', () => {
  expect(() => toMyTickets([{ MovieId: 1, MovieTitle: 'x', StartTime: 't', QrCode: '' }])).toThrow(ResponseShapeError);
});
