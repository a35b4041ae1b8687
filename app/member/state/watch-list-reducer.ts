import type { MovieInfo } from '../api/film-shapes.ts';
import type { MemberError } from './member-error.ts';

/** The member's watch list (§4.4): loading it, and adding films one button at a time. */
export interface WatchListState {
  /** Films whose adding is in flight (their button waits). */
  requested: Array<number | string>;
  items: MovieInfo[];
  loading: boolean;
  error: MemberError | null;
}

export const initialWatchList: WatchListState = { requested: [], items: [], loading: false, error: null };

export type WatchListAction =
  | { type: 'requested' }
  | { type: 'received'; items: MovieInfo[] }
  | { type: 'addRequested'; movieId: number | string }
  | { type: 'added'; movie: MovieInfo }
  /** An add the API refused or failed: logged only (§8); the film's button is freed. */
  | { type: 'addSettled'; movieId: number | string }
  | { type: 'failed'; error: MemberError };

export function watchListReducer(state: WatchListState, action: WatchListAction): WatchListState {
  const without = (movieId: number | string) => state.requested.filter((id) => id !== movieId);
  switch (action.type) {
    case 'requested':
      return { ...state, loading: true };
    case 'received':
      return { ...state, items: action.items, loading: false, error: null };
    case 'addRequested':
      return { ...state, requested: [...without(action.movieId), action.movieId] };
    case 'added':
      return {
        ...state,
        requested: without(action.movie.movieId),
        // Appended once: the API keeps one entry per film, so does the list we show.
        items: state.items.some((item) => item.movieId === action.movie.movieId)
          ? state.items
          : [...state.items, action.movie],
        loading: false,
      };
    case 'addSettled':
      return { ...state, requested: without(action.movieId) };
    case 'failed':
      return { ...state, loading: false, error: action.error };
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

/** Whether a film is on the list (the "already on your list" state). */
export function isOnWatchList(state: WatchListState, movieId: number | string): boolean {
  return state.items.some((item) => item.movieId === movieId);
}
