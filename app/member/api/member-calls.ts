import type { HttpClient } from '../../http/http-client.ts';
import { toMovieInfo, toMyTickets, toReviews, toWatchList, type MovieInfo, type MyTicket, type Review } from './mappers.ts';

/**
 * One function per call of spec §7.2. Account calls return the raw body: whether it counts as
 * a success is the profile reducer's rule (§4.1). Data calls return our mapped types.
 */

export async function login(client: HttpClient, input: { email: string; password: string }, signal?: AbortSignal): Promise<unknown> {
  return (await client.request('login', { body: { Email: input.email, Password: input.password }, ...(signal ? { signal } : {}) })).body;
}

export async function signUp(client: HttpClient, input: { email: string; userName: string; password: string }, signal?: AbortSignal): Promise<unknown> {
  const body = { Email: input.email, Password: input.password, UserName: input.userName };
  return (await client.request('signUp', { body, ...(signal ? { signal } : {}) })).body;
}

export async function forgotPassword(client: HttpClient, input: { email: string }, signal?: AbortSignal): Promise<unknown> {
  return (await client.request('forgotPassword', { body: { Email: input.email }, ...(signal ? { signal } : {}) })).body;
}

/** Swaps the stored profile token for an API session cookie (§6: header `X-Token`). */
export async function switchTokens(client: HttpClient, token: string, signal?: AbortSignal): Promise<void> {
  await client.request('switchTokensDx', { headers: { 'X-Token': token }, ...(signal ? { signal } : {}) });
}

export async function logout(client: HttpClient): Promise<void> {
  await client.request('logout');
}

export async function getMovieInfo(client: HttpClient, ediNumber: string, signal?: AbortSignal): Promise<MovieInfo> {
  return toMovieInfo((await client.request('movieInfo', { params: { ediNumber }, ...(signal ? { signal } : {}) })).body);
}

/** The page size of reviews (§9: skip 0, take 20). */
export const REVIEWS_PAGE = 20;

export async function getReviews(client: HttpClient, input: { ediNumber: string; skip: number; take?: number }, signal?: AbortSignal): Promise<Review[]> {
  const params = { ediNumber: input.ediNumber, skip: input.skip, take: input.take ?? REVIEWS_PAGE };
  return toReviews((await client.request('reviews', { params, ...(signal ? { signal } : {}) })).body);
}

export async function getTickets(client: HttpClient, signal?: AbortSignal): Promise<MyTicket[]> {
  return toMyTickets((await client.request('tickets', signal ? { signal } : {})).body);
}

export async function getWatchList(client: HttpClient, signal?: AbortSignal): Promise<MovieInfo[]> {
  return toWatchList((await client.request('watchlist', signal ? { signal } : {})).body);
}

/** True when the API accepted the film (§4.4: a truthy response). */
export async function addMovieToWatchList(client: HttpClient, movieId: number | string, signal?: AbortSignal): Promise<boolean> {
  return Boolean((await client.request('addMovieToWatchList', { body: { id: movieId }, ...(signal ? { signal } : {}) })).body);
}
