import type { MovieInfo } from '../api/film-shapes.ts';
import { addMovieToWatchList, getWatchList } from '../api/member-calls.ts';
import type { RequestHandlers } from '../session/member-request.ts';
import type { PartnerSession } from '../session/partner-session.ts';
import type { WatchListAction } from '../state/watch-list-reducer.ts';

/** The watch-list fetch of §4.4 as the member: the session swaps the token first. */
export function watchListTask(session: PartnerSession): (signal: AbortSignal) => Promise<MovieInfo[]> {
  return (signal) => session.asMember(getWatchList, signal);
}

/** How the fetch reaches the watch-list reducer: requested, received, failed. */
export function watchListHandlers(dispatch: (action: WatchListAction) => void): RequestHandlers<MovieInfo[]> {
  return {
    requested: () => dispatch({ type: 'requested' }),
    received: (items) => dispatch({ type: 'received', items }),
    failed: (error) => dispatch({ type: 'failed', error }),
  };
}

/**
 * Adds a film; appends it locally only when the API answers truthy (§4.4). Adds of different
 * films may run side by side, so this is not latest-wins. A failure is logged only (§8): the
 * list stays as it was (a 401 still logs the member out, through the session).
 */
export async function addToWatchList(
  session: PartnerSession,
  movie: MovieInfo,
  dispatch: (action: WatchListAction) => void,
): Promise<void> {
  dispatch({ type: 'addRequested', movieId: movie.movieId });
  try {
    const signal = new AbortController().signal;
    if (await session.asMember((client) => addMovieToWatchList(client, movie.movieId, signal), signal)) {
      dispatch({ type: 'added', movie });
      return;
    }
  } catch (error) {
    console.error('Adding to the watch list failed', error instanceof Error ? error.message : error);
  }
  dispatch({ type: 'addSettled', movieId: movie.movieId });
}
