import type { MovieInfo } from '../api/film-shapes.ts';

/** The film page's movie info (§4.4). */
export interface MovieInfoState {
  movieInfo: MovieInfo | null;
  loading: boolean;
}

export const initialMovieInfo: MovieInfoState = { movieInfo: null, loading: false };

/**
 * A failure keeps what was shown (§8: logged, changes nothing) but ends the loading state, so
 * the visitor is not told "Laster …" forever (decision 52).
 */
export type MovieInfoAction = { type: 'requested' } | { type: 'received'; movieInfo: MovieInfo } | { type: 'failed' };

export function movieInfoReducer(state: MovieInfoState, action: MovieInfoAction): MovieInfoState {
  switch (action.type) {
    case 'requested':
      return { ...state, loading: true };
    case 'received':
      return { movieInfo: action.movieInfo, loading: false };
    case 'failed':
      return { ...state, loading: false };
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}
