import type { Review } from '../api/film-shapes.ts';
import type { MemberError } from './member-error.ts';

/** The three-way pattern shared by reviews and tickets (§4.4). */
export interface ListState<T> {
  items: T[];
  loading: boolean;
  error: MemberError | null;
}

export type ListAction<T> =
  | { type: 'requested' }
  /** `append`: a further page (reviews' 'more'); otherwise the items are replaced. */
  | { type: 'received'; items: T[]; append?: boolean }
  | { type: 'failed'; error: MemberError };

export function listReducer<T>(state: ListState<T>, action: ListAction<T>): ListState<T> {
  switch (action.type) {
    case 'requested':
      return { ...state, loading: true };
    case 'received':
      return { items: action.append ? [...state.items, ...action.items] : action.items, loading: false, error: null };
    case 'failed':
      return { ...state, loading: false, error: action.error };
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

export function initialList<T>(): ListState<T> {
  return { items: [], loading: false, error: null };
}

/** Reviews add whether another page may follow: the last page was a full one. */
export interface ReviewsState extends ListState<Review> {
  hasMore: boolean;
}

export const initialReviews: ReviewsState = { ...initialList<Review>(), hasMore: false };

export function reviewsReducer(pageSize: number) {
  return (state: ReviewsState, action: ListAction<Review>): ReviewsState => ({
    ...listReducer(state, action),
    hasMore: action.type === 'received' ? action.items.length === pageSize : state.hasMore,
  });
}
