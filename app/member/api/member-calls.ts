import { toWatchList, type MovieInfo } from './film-shapes.ts';
import { toMyTickets, type MyTicket } from './mappers.ts';
import type { PartnerClient } from './partner-client.ts';

/**
 * One function per account and member call of spec §7.2. Account calls return the raw body:
 * whether it counts as a success is the profile reducer's rule (§4.1). Data calls return our
 * mapped types. Member calls expect the API session that PartnerSession.asMember sets up.
 */

export async function login(
  client: PartnerClient,
  input: { email: string; password: string },
  signal?: AbortSignal,
): Promise<unknown> {
  return (
    await client.request('login', {
      body: { Email: input.email, Password: input.password },
      ...(signal ? { signal } : {}),
    })
  ).body;
}

export async function signUp(
  client: PartnerClient,
  input: { email: string; userName: string; password: string },
  signal?: AbortSignal,
): Promise<unknown> {
  const body = { Email: input.email, Password: input.password, UserName: input.userName };
  return (await client.request('signUp', { body, ...(signal ? { signal } : {}) })).body;
}

export async function forgotPassword(
  client: PartnerClient,
  input: { email: string },
  signal?: AbortSignal,
): Promise<unknown> {
  return (await client.request('forgotPassword', { body: { Email: input.email }, ...(signal ? { signal } : {}) })).body;
}

export async function getTickets(client: PartnerClient, signal?: AbortSignal): Promise<MyTicket[]> {
  return toMyTickets((await client.request('tickets', signal ? { signal } : {})).body);
}

export async function getWatchList(client: PartnerClient, signal?: AbortSignal): Promise<MovieInfo[]> {
  return toWatchList((await client.request('watchlist', signal ? { signal } : {})).body);
}

/** Asks the API to send the logged-in member's confirmation mail again (decision 193). */
export async function resendConfirmation(client: PartnerClient, signal?: AbortSignal): Promise<void> {
  await client.request('resendConfirmation', { body: {}, ...(signal ? { signal } : {}) });
}

/** True when the API accepted the film (§4.4: a truthy response). */
export async function addMovieToWatchList(
  client: PartnerClient,
  movieId: number | string,
  signal?: AbortSignal,
): Promise<boolean> {
  return Boolean(
    (await client.request('addMovieToWatchList', { body: { id: movieId }, ...(signal ? { signal } : {}) })).body,
  );
}
