import { Link } from 'react-router';
import { loadErrorMessage } from '../account/error-message.ts';
import { memberLabels } from '../labels.ts';
import { useMember } from '../member-context.tsx';
import { MemberNav, MustLogIn } from '../member-nav.tsx';
import { MEMBER_PATHS } from '../member-paths.ts';
import { RatingText } from '../ratings/rating-text.tsx';
import { type NextOf, useNextScreenings } from './use-next-screenings.ts';
import { useWatchList } from './use-watch-list.ts';

/** A film's next screening on sale, as a link to its checkout, or 'Ingen visninger nå'. */
function NextScreeningLink({
  nextOf,
  movie,
}: {
  nextOf: NextOf;
  movie: { title: string; edis: readonly string[]; link: string };
}) {
  const next = nextOf(movie);
  if (next === null) return <p className="member-watch-next">{memberLabels.noScreeningsNow}</p>;
  return (
    <p className="member-watch-next">
      {memberLabels.nextScreening}: {/* An outbound link, as every ticket button's (block-parts.tsx OUTBOUND_REL). */}
      <a href={next.buy} rel="noopener noreferrer">
        {next.when}
        <span className="visually-hidden">{`, ${movie.title}: ${memberLabels.buyTicketFor}`}</span>
      </a>
    </p>
  );
}

export function WatchListScreen() {
  const member = useMember();
  const { state } = useWatchList();
  const screenings = useNextScreenings(member.profile !== null && state.items.length > 0);
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
                  {screenings && <NextScreeningLink nextOf={screenings.nextOf} movie={movie} />}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
