import type { MovieInfo } from '../api/film-shapes.ts';
import { memberLabels } from '../labels.ts';
import { isOnWatchList } from '../state/watch-list-reducer.ts';
import { useWatchList } from './use-watch-list.ts';

/**
 * A film page's "add to my list" for a logged-in member: loaded on demand by the ratings slot
 * (a saved profile), with the watch list it checks the film against (§4.4).
 */
export default function WatchListButton({ movie }: { movie: MovieInfo }) {
  const { state, add } = useWatchList();
  if (isOnWatchList(state, movie.movieId)) {
    return (
      <p className="member-on-list" role="status">
        ✓ {memberLabels.onWatchList}
      </p>
    );
  }
  const adding = state.requested.includes(movie.movieId);
  return (
    <button
      type="button"
      className="button-secondary"
      aria-disabled={adding || undefined}
      onClick={() => void (adding ? undefined : add(movie))}
    >
      {adding ? memberLabels.adding : memberLabels.addToWatchList}
    </button>
  );
}
