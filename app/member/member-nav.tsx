import { Link, NavLink, useNavigate } from 'react-router';
import { memberLabels } from './labels.ts';
import { useMember } from './member-context.tsx';
import { MEMBER_PATHS } from './member-paths.ts';

/** The logged-in member's own menu: tickets, watch list, log out. */
export function MemberNav() {
  const member = useMember();
  const navigate = useNavigate();
  return (
    <nav className="member-nav" aria-label={memberLabels.memberMenu}>
      <NavLink to={MEMBER_PATHS.myTickets}>{memberLabels.myTickets}</NavLink>
      <NavLink to={MEMBER_PATHS.myWatchList}>{memberLabels.myWatchList}</NavLink>
      <button
        type="button"
        className="button-secondary"
        onClick={() => {
          member.logOut();
          void navigate(MEMBER_PATHS.logIn);
        }}
      >
        {memberLabels.logOut}
      </button>
    </nav>
  );
}

/**
 * Shown on a member screen when nobody is logged in; after the API refused the member's
 * session (a 401), it first says why the member was logged out.
 */
export function MustLogIn({ returnTo }: { returnTo: string }) {
  const { logoutReason } = useMember();
  return (
    <>
      {logoutReason === 'sessionExpired' && <p role="alert">{memberLabels.sessionExpired}</p>}
      <p>
        {memberLabels.mustLogIn}{' '}
        <Link to={`${MEMBER_PATHS.logIn}?til=${encodeURIComponent(returnTo)}`}>{memberLabels.logIn}</Link>
      </p>
    </>
  );
}
