import { expect, test } from 'vitest';
import { toMovieInfo, toReviews, toWatchList } from './film-shapes.ts';
import { toMyTickets } from './mappers.ts';
import { ResponseShapeError } from './response-shape-error.ts';

const rawMovie = {
  Title: 'Siste ferje',
  MovieId: 118017,
  Edis: ['DXM20260387'],
  Rating: 4.2,
  RatingCount: 35,
  Poster: '/p.svg',
  link: '/siste-ferje-dxm-40387',
};

test('MovieInfo is reshaped into camelCase', () => {
  expect(toMovieInfo(rawMovie)).toEqual({
    title: 'Siste ferje',
    movieId: 118017,
    edis: ['DXM20260387'],
    rating: 4.2,
    ratingCount: 35,
    poster: '/p.svg',
    link: '/siste-ferje-dxm-40387',
  });
});

test('an unrated film has rating 0 and count 0', () => {
  expect(toMovieInfo({ ...rawMovie, Rating: null, RatingCount: null })).toMatchObject({ rating: 0, ratingCount: 0 });
});

test.each([
  ['movie info', () => toMovieInfo({ ...rawMovie, Title: undefined })],
  ['movie info (not an object)', () => toMovieInfo('<html>')],
  ['watch list', () => toWatchList({ items: [] })],
  ['reviews', () => toReviews([{ Id: 1 }])],
  ['tickets', () => toMyTickets([{ MovieTitle: 'x' }])],
])('a malformed %s answer is a ResponseShapeError', (_, map) => {
  expect(map).toThrow(ResponseShapeError);
});

test('a review is reshaped; a missing image is null and IsLiked defaults to false', () => {
  const [review] = toReviews([
    {
      Id: 7,
      Comment: 'Flott',
      Rating: 5,
      AddedAt: '2026-11-19T14:00:00',
      LikesCount: 3,
      MovieId: 1,
      UserId: 9,
      UserName: 'Liv',
      Image: '',
    },
  ]);
  expect(review).toEqual({
    id: 7,
    comment: 'Flott',
    rating: 5,
    addedAt: '2026-11-19T14:00:00',
    likesCount: 3,
    movieId: 1,
    userId: 9,
    userName: 'Liv',
    image: null,
    isLiked: false,
  });
});

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

test('a ticket without a QR payload is malformed', () => {
  expect(() => toMyTickets([{ MovieId: 1, MovieTitle: 'x', StartTime: 't', QrCode: '' }])).toThrow(ResponseShapeError);
});
