import type { HttpClient } from '../../http/http-client.ts';
import { addMovieToWatchList, getWatchList, switchTokens } from '../api/member-calls.ts';
import type { MovieInfo } from '../api/mappers.ts';
import type { WatchListAction } from './lists.ts';
import { toMemberError } from './member-error.ts';

/**
 * Fetches the watch list in the order of spec §4.4: swap tokens (only with a stored token),
 * mark the list as requested, get it, store it. A failure at any step is stored (§8).
 * Rejects only with an abort, which runLatest drops.
 */
export async function fetchWatchList(
  client: HttpClient,
  token: string | null,
  dispatch: (action: WatchListAction) => void,
  signal: AbortSignal,
): Promise<void> {
  try {
    if (token !== null) await switchTokens(client, token, signal);
    if (signal.aborted) return;
    dispatch({ type: 'requested' });
    const items = await getWatchList(client, signal);
    if (!signal.aborted) dispatch({ type: 'received', items });
  } catch (error) {
    if (!signal.aborted) dispatch({ type: 'failed', error: toMemberError(error) });
  }
}

/**
 * Adds a film; appends it locally only when the API answers truthy (§4.4). A failure is
 * logged only (§8): the list stays as it was.
 */
export async function addToWatchList(client: HttpClient, movie: MovieInfo, dispatch: (action: WatchListAction) => void): Promise<void> {
  dispatch({ type: 'addRequested', movieId: movie.movieId });
  try {
    if (await addMovieToWatchList(client, movie.movieId)) {
      dispatch({ type: 'added', movie });
      return;
    }
  } catch (error) {
    console.error('Adding to the watch list failed', error instanceof Error ? error.message : error);
  }
  dispatch({ type: 'addSettled', movieId: movie.movieId });
}
