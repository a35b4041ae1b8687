import { useEffect, useReducer, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { RatingSlotProps } from '../../blocks/movie-info/rating-slot.tsx';
import type { Review } from '../api/mappers.ts';
import { getMovieInfo, getReviews, REVIEWS_PAGE } from '../api/member-calls.ts';
import { memberLabels } from '../labels.ts';
import { useMember } from '../member-context.tsx';
import { MEMBER_PATHS } from '../member-paths.ts';
import { createLatest, runLatest } from '../state/latest-wins.ts';
import { initialList, initialMovieInfo, isOnWatchList, listReducer, movieInfoReducer, type ListAction, type ReviewsState } from '../state/lists.ts';
import { toMemberError } from '../state/member-error.ts';
import { useWatchList } from '../watch-list/use-watch-list.ts';
import { RatingText } from './rating-text.tsx';
import '../member.css';

const reviewsReducer = (state: ReviewsState, action: ListAction<Review>) => listReducer(state, action);
const dateFormat = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function addedText(addedAt: string): string {
  const date = new Date(`${addedAt.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? addedAt : dateFormat.format(date);
}

/**
 * The member part of a film page (spec §2.3, §3.14, §3.15): rating and rating count, adding
 * to the watch list, and the reviews, 20 at a time. Fills the movie-info block's rating slot.
 */
export function MemberRatings({ edi }: RatingSlotProps) {
  const member = useMember();
  const location = useLocation();
  const [info, dispatchInfo] = useReducer(movieInfoReducer, initialMovieInfo);
  const [reviews, dispatchReviews] = useReducer(reviewsReducer, undefined, () => initialList<Review>());
  const [hasMore, setHasMore] = useState(false);
  const reviewsLatest = useRef(createLatest());
  const watchList = useWatchList();

  function loadReviews(skip: number) {
    dispatchReviews({ type: 'requested' });
    return runLatest(reviewsLatest.current, (signal) => getReviews(member.client, { ediNumber: edi, skip }, signal), {
      onResult(items) {
        dispatchReviews({ type: 'received', items, append: skip > 0 });
        setHasMore(items.length === REVIEWS_PAGE);
      },
      onError: (error) => dispatchReviews({ type: 'failed', error: toMemberError(error) }),
    });
  }

  useEffect(() => {
    const latest = createLatest();
    dispatchInfo({ type: 'requested' });
    // One load per film (loadReviews is stable in effect). A movie-info failure is logged only (§8).
    void runLatest(latest, (signal) => getMovieInfo(member.client, edi, signal), {
      onResult: (movieInfo) => dispatchInfo({ type: 'received', movieInfo }),
      onError: (error) => console.error('Fetching the movie info failed', error instanceof Error ? error.message : error),
    });
    const reviewsRequest = reviewsLatest.current;
    void loadReviews(0);
    return () => {
      latest.cancel();
      reviewsRequest.cancel();
    };
  }, [edi, member.client]);

  const movie = info.movieInfo;
  const onList = movie !== null && isOnWatchList(watchList.state, movie.movieId);
  const adding = movie !== null && watchList.state.requested.includes(movie.movieId);

  return (
    <div className="member-ratings">
      {movie ? <RatingText rating={movie.rating} count={movie.ratingCount} /> : info.loading && <p role="status">{memberLabels.loading}</p>}
      {movie &&
        (!watchList.loggedIn ? (
          <p>
            <Link to={`${MEMBER_PATHS.logIn}?til=${encodeURIComponent(location.pathname)}`}>{memberLabels.logInToAdd}</Link>
          </p>
        ) : onList ? (
          <p className="member-on-list" role="status">
            ✓ {memberLabels.onWatchList}
          </p>
        ) : (
          <button type="button" className="button-secondary" aria-disabled={adding || undefined} onClick={() => void (adding ? undefined : watchList.add(movie))}>
            {adding ? memberLabels.adding : memberLabels.addToWatchList}
          </button>
        ))}

      <h3>{memberLabels.reviews}</h3>
      {reviews.error && <p role="alert">{memberLabels.loadFailed}</p>}
      {!reviews.loading && !reviews.error && reviews.items.length === 0 && <p>{memberLabels.noReviews}</p>}
      <ul className="member-reviews">
        {reviews.items.map((review) => (
          <li key={review.id}>
            <p className="member-review-head">
              <strong>{review.userName}</strong> · {review.rating} {memberLabels.ratingOf} · <time dateTime={review.addedAt}>{addedText(review.addedAt)}</time>
            </p>
            {review.comment && <p>{review.comment}</p>}
          </li>
        ))}
      </ul>
      {hasMore && (
        <button type="button" className="button-secondary" aria-disabled={reviews.loading || undefined} onClick={() => void (reviews.loading ? undefined : loadReviews(reviews.items.length))}>
          {reviews.loading ? memberLabels.loading : memberLabels.moreReviews}
        </button>
      )}
    </div>
  );
}
