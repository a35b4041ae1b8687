import { expect, test } from 'vitest';
import { toMovieInfo, toReviews } from './film-shapes.ts';
import { ResponseShapeError } from './response-shape-error.ts';

const rawMovie = { Title: 'Siste ferje', MovieId: 118017, Edis: 'DXM20260387', Rating: 4.2, RatingCount: 35 };

test('one EDI as text becomes a list; missing poster and link are empty text', () => {
  expect(toMovieInfo(rawMovie)).toEqual({
    title: 'Siste ferje',
    movieId: 118017,
    edis: ['DXM20260387'],
    rating: 4.2,
    ratingCount: 35,
    poster: '',
    link: '',
  });
});

test.each([
  ['a negative rating count', { ...rawMovie, RatingCount: -1 }, 'RatingCount'],
  ['an empty id', { ...rawMovie, MovieId: '' }, 'MovieId'],
  ['EDIs that are not text', { ...rawMovie, Edis: [1] }, 'Edis'],
])('%s is a ResponseShapeError naming the field', (_, body, field) => {
  expect(() => toMovieInfo(body)).toThrow(ResponseShapeError);
  expect(() => toMovieInfo(body)).toThrow(field);
});

test('a malformed review names its place in the list', () => {
  const good = { Id: 1, Rating: 5, AddedAt: '2026-11-19T14:00:00', MovieId: 1, UserId: 2, UserName: 'Liv' };
  expect(() => toReviews([good, { ...good, Rating: '5' }])).toThrow('reviews: unexpected response at 1.Rating');
  expect(() => toReviews({ items: [] })).toThrow(ResponseShapeError);
});
