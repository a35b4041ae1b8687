import { expect, test } from 'vitest';
import { toMovieInfo, toReviews, toWatchList } from './film-shapes.ts';
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

test('one EDI as text becomes a list; missing poster and link are empty text', () => {
  expect(toMovieInfo({ ...rawMovie, Edis: 'DXM20260387', Poster: undefined, link: undefined })).toMatchObject({
    edis: ['DXM20260387'],
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

test.each([
  ['movie info', () => toMovieInfo({ ...rawMovie, Title: undefined })],
  ['movie info (not an object)', () => toMovieInfo('<html>')],
  ['watch list', () => toWatchList({ items: [] })],
  ['reviews', () => toReviews([{ Id: 1 }])],
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
