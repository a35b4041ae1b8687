import { afterAll, beforeAll, expect, test } from 'vitest';
import { createHttpClient } from '../../http/http-client.ts';
import { getMovieInfo } from '../api/film-calls.ts';
import { getTickets, getWatchList } from '../api/member-calls.ts';
import { PARTNER_ENDPOINTS } from '../api/partner-client.ts';
import { runRequest } from '../session/member-request.ts';
import { createPartnerSession } from '../session/partner-session.ts';
import { gate, startTestApi, type TestApi } from './stand-in-partner-api.test-support.ts';
import { addToWatchList, watchListHandlers, watchListTask } from '../watch-list/watch-list-requests.ts';
import { createLatest, runLatest } from './latest-wins.ts';
import { initialMovieInfo, movieInfoReducer, type MovieInfoState } from './movie-info-reducer.ts';
import { initialWatchList, watchListReducer, type WatchListAction } from './watch-list-reducer.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const client = () => createHttpClient({ baseUrl: api.baseUrl, endpoints: PARTNER_ENDPOINTS, auth: { method: 'none' } });
/** The session over the real test API, with `token` as the stored swap token; `forgotten` records local log-outs. */
function session(token: string | null, forgotten: unknown[] = []) {
  return createPartnerSession(client(), { swapToken: () => token, forget: (reason) => forgotten.push(reason) });
}
/** The watch-list fetch as the screen runs it: the one request runner, the session's swap step. */
function fetchWatchList(token: string | null, dispatch: (action: WatchListAction) => void, forgotten: unknown[] = []) {
  return runRequest(createLatest(), watchListTask(session(token, forgotten)), watchListHandlers(dispatch));
}
const raw = (title: string, id: number) => ({
  Title: title,
  MovieId: id,
  Edis: [],
  Rating: 4,
  RatingCount: 1,
  Poster: '',
  link: '',
});

test('latest wins: a slow first answer arriving after a fast second one changes nothing', async () => {
  const slow = gate();
  api.answer('/api/GetMovieByEdiDx', { body: raw('Først', 1), gate: slow.promise }, { body: raw('Sist', 2) });
  let state: MovieInfoState = initialMovieInfo;
  const errors: unknown[] = [];
  const latest = createLatest();
  const request = (edi: string) => {
    state = movieInfoReducer(state, { type: 'requested' });
    return runLatest(latest, (signal) => getMovieInfo(client(), edi, signal), {
      onResult: (movieInfo) => (state = movieInfoReducer(state, { type: 'received', movieInfo })),
      onError: (error) => errors.push(error),
    });
  };
  const first = request('DXM00000001');
  // Let the first request reach the server before the second one starts.
  await waitFor(() => api.seen.some((s) => s.call.includes('DXM00000001')));
  const second = request('DXM00000002');
  await second;
  expect(state.movieInfo?.title).toBe('Sist');
  slow.open();
  await first;
  expect(state).toMatchObject({ movieInfo: { title: 'Sist' }, loading: false });
  expect(errors).toEqual([]);
});

test('the watch list is fetched in order: swap tokens, mark requested, get, store', async () => {
  api.seen.length = 0;
  api.answer('/api/SwitchTokensDx', { body: true });
  api.answer('/api/GetWatchlistDx', { body: [raw('På lista', 5)] });
  const actions: WatchListAction[] = [];
  await fetchWatchList('member-token', (action) => actions.push(action));
  expect(api.seen).toEqual([
    { call: 'POST /api/SwitchTokensDx', token: 'member-token' },
    { call: 'GET /api/GetWatchlistDx?skip=0&take=10', token: undefined },
  ]);
  expect(actions.map((a) => a.type)).toEqual(['requested', 'received']);
  expect(actions.reduce(watchListReducer, initialWatchList).items.map((m) => m.title)).toEqual(['På lista']);
});

test('without a stored token there is no token swap', async () => {
  api.seen.length = 0;
  await fetchWatchList(null, () => {});
  expect(api.seen.map((s) => s.call)).toEqual(['GET /api/GetWatchlistDx?skip=0&take=10']);
});

test('a failed watch-list fetch stores the error response and clears loading', async () => {
  api.answer('/api/GetWatchlistDx', { status: 401, body: { Code: 'NotAuthenticated' } });
  const actions: WatchListAction[] = [];
  await fetchWatchList(null, (action) => actions.push(action));
  const state = actions.reduce(watchListReducer, initialWatchList);
  expect(state).toMatchObject({
    loading: false,
    error: { kind: 'status', status: 401, body: { Code: 'NotAuthenticated' } },
  });
});

test('adding appends the film only on a truthy answer', async () => {
  const movie = { title: 'Ny', movieId: 7, edis: [], rating: 0, ratingCount: 0, poster: '', link: '' };
  for (const [body, expected] of [
    [true, 1],
    [false, 0],
    ['', 0],
  ] as const) {
    api.answer('/api/AddToWatchlistDx', { body });
    const actions: WatchListAction[] = [];
    await addToWatchList(session(null), movie, (action) => actions.push(action));
    const state = actions.reduce(watchListReducer, initialWatchList);
    expect(state.items).toHaveLength(expected);
    expect(state.requested).toEqual([]);
  }
});

test('a 401 on the token swap logs the member out locally and stores the error', async () => {
  api.answer('/api/SwitchTokensDx', { status: 401, body: { Code: 'InvalidToken' } });
  const actions: WatchListAction[] = [];
  const forgotten: unknown[] = [];
  await fetchWatchList('replaced-token', (action) => actions.push(action), forgotten);
  expect(forgotten).toEqual(['sessionExpired']);
  expect(actions.reduce(watchListReducer, initialWatchList)).toMatchObject({ loading: false, error: { status: 401 } });
});

test('a 401 on the member call itself logs out too; a 500 does not', async () => {
  api.answer('/api/SwitchTokensDx', { body: true });
  api.answer('/api/GetWatchlistDx', { status: 401, body: { Code: 'NotAuthenticated' } });
  const forgotten: unknown[] = [];
  await fetchWatchList('member-token', () => {}, forgotten);
  expect(forgotten).toEqual(['sessionExpired']);
  api.answer('/api/GetWatchlistDx', { status: 500, body: { Message: 'Oi' } });
  const later: unknown[] = [];
  await fetchWatchList('member-token', () => {}, later);
  expect(later).toEqual([]);
});

test('a throttled answer keeps how long to wait (Retry-After)', async () => {
  api.answer('/api/LoginDx', { status: 429, body: { Code: 'TooManyRequests' }, headers: { 'Retry-After': '300' } });
  const failures: unknown[] = [];
  await runRequest(createLatest(), (signal) => client().request('login', { body: {}, signal }), {
    received: () => {},
    failed: (error) => failures.push(error),
  });
  expect(failures).toEqual([
    { kind: 'status', status: 429, body: { Code: 'TooManyRequests' }, retryAfterSeconds: 300 },
  ]);
});

test('member calls run one at a time: the second swap waits until the first call has its answer', async () => {
  const slow = gate();
  api.seen.length = 0;
  api.answer('/api/SwitchTokensDx', { body: true });
  api.answer('/api/GetTicketsDx', { body: [], gate: slow.promise });
  api.answer('/api/GetWatchlistDx', { body: [] });
  const member = session('token');
  const tickets = member.asMember(getTickets, new AbortController().signal);
  const list = member.asMember(getWatchList, new AbortController().signal);
  await waitFor(() => api.seen.some((s) => s.call.startsWith('GET /api/GetTicketsDx')));
  // A swap now would end the session the tickets call is using.
  expect(api.seen.map((s) => s.call.split('?')[0])).toEqual(['POST /api/SwitchTokensDx', 'GET /api/GetTicketsDx']);
  slow.open();
  await Promise.all([tickets, list]);
  expect(api.seen.map((s) => s.call.split('?')[0])).toEqual([
    'POST /api/SwitchTokensDx',
    'GET /api/GetTicketsDx',
    'POST /api/SwitchTokensDx',
    'GET /api/GetWatchlistDx',
  ]);
});

test('a member call aborted while it waits its turn sends nothing', async () => {
  api.seen.length = 0;
  api.answer('/api/SwitchTokensDx', { body: true });
  api.answer('/api/GetTicketsDx', { body: [] });
  const member = session('token');
  const first = member.asMember(getTickets, new AbortController().signal);
  const aborted = new AbortController();
  const second = member.asMember(getTickets, aborted.signal);
  aborted.abort();
  await first;
  await expect(second).rejects.toThrow();
  expect(api.seen.filter((s) => s.call.startsWith('GET /api/GetTicketsDx'))).toHaveLength(1);
});

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}
