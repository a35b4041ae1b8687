import { lazy, Suspense, useEffect, useReducer } from 'react';
import { Link, useLocation } from 'react-router';
import type { RatingSlotProps } from '../../blocks/movie-info/rating-slot.tsx';
import { formatDate } from '../../locale/dates.ts';
import { getMovieInfo, getReviews, REVIEWS_PAGE } from '../api/film-calls.ts';
import { memberLabels } from '../labels.ts';
import { useMember } from '../member-context.tsx';
import { MEMBER_PATHS } from '../member-paths.ts';
import { useRequest } from '../session/member-request.ts';
import { initialReviews, reviewsReducer } from '../state/list-reducer.ts';
import { initialMovieInfo, movieInfoReducer } from '../state/movie-info-reducer.ts';
import { RatingText } from './rating-text.tsx';
import '../member.css';

// Only a logged-in member (a saved profile) loads the watch-list code and its zod mappers (11.1).
const WatchListButton = lazy(() => import('../watch-list/watch-list-button.tsx'));

const reviewsOfPage = reviewsReducer(REVIEWS_PAGE);
// The site's date text (app/locale/dates.ts, no Intl): an Intl.DateTimeFormat made here cost
// 73–88 ms of one task at 4 × CPU as the ratings loaded or rendered (decision 109).
function addedText(addedAt: string): string {
  try {
    return formatDate(addedAt.slice(0, 10));
  } catch {
    return addedAt;
  }
}

/**
 * The member part of a film page (spec §2.3, §3.14, §3.15): rating and rating count, adding
 * to the watch list, and the reviews, 20 at a time. Fills the movie-info block's rating slot.
 * Loaded by the film page only (app/routes/page.tsx, lazily); the public calls need no zod
 * (film-shapes.ts), and the watch-list code loads only for a logged-in member.
 */
export default function MemberRatings({ edi }: RatingSlotProps) {
  const { session, profile } = useMember();
  const location = useLocation();
  // Both requests start as the page hydrates: the prerendered HTML says "Laster …", never "none".
  const [info, dispatchInfo] = useReducer(movieInfoReducer, { ...initialMovieInfo, loading: true });
  const [reviews, dispatchReviews] = useReducer(reviewsOfPage, { ...initialReviews, loading: true });
  const infoRequest = useRequest();
  const reviewsRequest = useRequest();
  const { client } = session;

  useEffect(() => {
    // One load per film. A movie-info failure is logged (§8) and ends the loading state (13.6).
    void infoRequest.run((signal) => getMovieInfo(client, edi, signal), {
      requested: () => dispatchInfo({ type: 'requested' }),
      received: (movieInfo) => dispatchInfo({ type: 'received', movieInfo }),
      failed(error) {
        console.error('Fetching the movie info failed', error.kind, error.status);
        dispatchInfo({ type: 'failed' });
      },
    });
    void loadReviews(reviewsRequest, client, edi, 0, dispatchReviews);
    return () => {
      infoRequest.cancel();
      reviewsRequest.cancel();
    };
  }, [edi, client, infoRequest, reviewsRequest]);

  const movie = info.movieInfo;

  return (
    <div className="member-ratings">
      {movie ? (
        <RatingText rating={movie.rating} count={movie.ratingCount} />
      ) : info.loading ? (
        <p role="status">{memberLabels.loading}</p>
      ) : (
        <p className="member-rating">{memberLabels.movieInfoFailed}</p>
      )}
      {movie &&
        (profile === null ? (
          <p>
            <Link to={`${MEMBER_PATHS.logIn}?til=${encodeURIComponent(location.pathname)}`}>
              {memberLabels.logInToAdd}
            </Link>
          </p>
        ) : (
          <Suspense fallback={<p role="status">{memberLabels.loading}</p>}>
            <WatchListButton movie={movie} />
          </Suspense>
        ))}

      <h3>{memberLabels.reviews}</h3>
      {reviews.error && <p role="alert">{memberLabels.loadFailed}</p>}
      {!reviews.loading && !reviews.error && reviews.items.length === 0 && <p>{memberLabels.noReviews}</p>}
      <ul className="member-reviews">
        {reviews.items.map((review) => (
          <li key={review.id}>
            <p className="member-review-head">
              <strong>{review.userName}</strong> · {review.rating} {memberLabels.ratingOf} ·{' '}
              <time dateTime={review.addedAt}>{addedText(review.addedAt)}</time>
            </p>
            {review.comment && <p>{review.comment}</p>}
          </li>
        ))}
      </ul>
      {reviews.hasMore && (
        <button
          type="button"
          className="button-secondary"
          aria-disabled={reviews.loading || undefined}
          onClick={() =>
            void (reviews.loading
              ? undefined
              : loadReviews(reviewsRequest, client, edi, reviews.items.length, dispatchReviews))
          }
        >
          {reviews.loading ? memberLabels.loading : memberLabels.moreReviews}
        </button>
      )}
    </div>
  );
}

/** One page of reviews from `skip`: a further page is appended, the first replaces (§4.4). */
function loadReviews(
  request: ReturnType<typeof useRequest>,
  client: ReturnType<typeof useMember>['session']['client'],
  edi: string,
  skip: number,
  dispatch: (action: Parameters<typeof reviewsOfPage>[1]) => void,
): Promise<void> {
  return request.run((signal) => getReviews(client, { ediNumber: edi, skip }, signal), {
    requested: () => dispatch({ type: 'requested' }),
    received: (items) => dispatch({ type: 'received', items, append: skip > 0 }),
    failed: (error) => dispatch({ type: 'failed', error }),
  });
}
