import { expect, test } from 'vitest';
import type { MovieInfo, Review } from '../api/film-shapes.ts';
import { initialList, initialReviews, listReducer, reviewsReducer } from './list-reducer.ts';
import { initialMovieInfo, movieInfoReducer } from './movie-info-reducer.ts';
import { initialWatchList, isOnWatchList, watchListReducer, type WatchListState } from './watch-list-reducer.ts';

const movie = (movieId: number): MovieInfo => ({
  title: `Film ${String(movieId)}`,
  movieId,
  edis: [],
  rating: 4,
  ratingCount: 2,
  poster: '',
  link: '',
});
const review = (id: number): Review => ({
  id,
  comment: '',
  rating: 5,
  addedAt: '2026-11-19T14:00:00',
  likesCount: 0,
  movieId: 1,
  userId: id,
  userName: `Anmelder ${String(id)}`,
  image: null,
  isLiked: false,
});
const error = { kind: 'status' as const, status: 500, body: { Message: 'Oi' } };

test('movie info: a request sets loading; receiving stores it and clears loading', () => {
  const loading = movieInfoReducer(initialMovieInfo, { type: 'requested' });
  expect(loading).toEqual({ movieInfo: null, loading: true });
  expect(movieInfoReducer(loading, { type: 'received', movieInfo: movie(1) })).toEqual({
    movieInfo: movie(1),
    loading: false,
  });
});

test('a list (reviews, tickets): request, success and failure', () => {
  const loading = listReducer(initialList<string>(), { type: 'requested' });
  expect(loading).toEqual({ items: [], loading: true, error: null });
  expect(listReducer(loading, { type: 'received', items: ['a'] })).toEqual({
    items: ['a'],
    loading: false,
    error: null,
  });
  expect(listReducer(loading, { type: 'failed', error })).toEqual({ items: [], loading: false, error });
});

test('a further page of reviews is appended; a fresh one replaces', () => {
  const first = listReducer(initialList<string>(), { type: 'received', items: ['a', 'b'] });
  expect(listReducer(first, { type: 'received', items: ['c'], append: true }).items).toEqual(['a', 'b', 'c']);
  expect(listReducer(first, { type: 'received', items: ['c'] }).items).toEqual(['c']);
});

test('watch list: request, receive replaces items, failure stores the error; each clears loading', () => {
  expect(initialWatchList).toEqual({ requested: [], items: [], loading: false, error: null });
  const loading = watchListReducer({ ...initialWatchList, items: [movie(9)] }, { type: 'requested' });
  expect(loading.loading).toBe(true);
  expect(watchListReducer(loading, { type: 'received', items: [movie(1)] })).toMatchObject({
    items: [movie(1)],
    loading: false,
  });
  expect(watchListReducer(loading, { type: 'failed', error })).toMatchObject({
    items: [movie(9)],
    loading: false,
    error,
  });
});

test('watch list: adding appends the film once and frees its button', () => {
  let state: WatchListState = { ...initialWatchList, items: [movie(1)] };
  state = watchListReducer(state, { type: 'addRequested', movieId: 2 });
  expect(state.requested).toEqual([2]);
  state = watchListReducer(state, { type: 'added', movie: movie(2) });
  expect(state).toMatchObject({ requested: [], items: [movie(1), movie(2)], loading: false });
  expect(isOnWatchList(state, 2)).toBe(true);
  expect(watchListReducer(state, { type: 'added', movie: movie(2) }).items).toHaveLength(2);
});

test('watch list: a refused add leaves the items as they were', () => {
  const pending = watchListReducer(initialWatchList, { type: 'addRequested', movieId: 3 });
  expect(watchListReducer(pending, { type: 'addSettled', movieId: 3 })).toEqual(initialWatchList);
});

test('movie info: a failure ends loading and keeps what was shown', () => {
  const shown = movieInfoReducer(initialMovieInfo, { type: 'received', movieInfo: movie(1) });
  const again = movieInfoReducer(shown, { type: 'requested' });
  expect(movieInfoReducer(again, { type: 'failed' })).toEqual({ movieInfo: movie(1), loading: false });
  expect(movieInfoReducer({ ...initialMovieInfo, loading: true }, { type: 'failed' })).toEqual(initialMovieInfo);
});

test('reviews: a full page means more may follow; a short one ends the list', () => {
  const reducer = reviewsReducer(2);
  const full = reducer(initialReviews, { type: 'received', items: [review(1), review(2)] });
  expect(full).toMatchObject({ hasMore: true, loading: false });
  expect(
    reducer(reducer(full, { type: 'requested' }), { type: 'received', items: [review(3)], append: true }),
  ).toMatchObject({ hasMore: false, items: [review(1), review(2), review(3)] });
  expect(reducer(full, { type: 'failed', error })).toMatchObject({ hasMore: true, error });
});
