import { Link } from 'react-router';
import { loadErrorMessage } from '../account/error-message.ts';
import { memberLabels } from '../labels.ts';
import { useMember } from '../member-context.tsx';
import { MemberNav, MustLogIn } from '../member-nav.tsx';
import { MEMBER_PATHS } from '../member-paths.ts';
import { RatingText } from '../ratings/rating-text.tsx';
import { useWatchList } from './use-watch-list.ts';

export function WatchListScreen() {
  const member = useMember();
  const { state } = useWatchList();
  return (
    <div className="member-screen">
      <h1>{memberLabels.myWatchList}</h1>
      {member.profile === null ? (
        <MustLogIn returnTo={MEMBER_PATHS.myWatchList} />
      ) : (
        <>
          <MemberNav />
          {state.loading && <p role="status">{memberLabels.loading}</p>}
          {state.error && <p role="alert">{loadErrorMessage(state.error)}</p>}
          {!state.loading && !state.error && state.items.length === 0 && <p>{memberLabels.emptyWatchList}</p>}
          <ul className="member-watch-list">
            {state.items.map((movie) => (
              <li key={movie.movieId}>
                {movie.poster && <img src={movie.poster} alt="" width={80} height={120} loading="lazy" />}
                <div>
                  <h2>{movie.link.startsWith('/') ? <Link to={movie.link}>{movie.title}</Link> : movie.title}</h2>
                  <RatingText rating={movie.rating} count={movie.ratingCount} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
