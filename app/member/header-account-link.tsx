import { Link } from 'react-router';
import { memberLabels } from './labels.ts';
import { MEMBER_PATHS } from './member-paths.ts';
import { useProfileSnapshot } from './session/profile-store.ts';
import './member.css';

/**
 * The header's account entry: 'Logg inn', or 'Min side' once a profile is saved. It reads the
 * saved profile straight from storage (no member code, no zod in a content page's first load).
 * The prerendered HTML (and the never-hydrating 404 page) always says 'Logg inn', a working link.
 */
export function HeaderAccountLink() {
  const loggedIn = useProfileSnapshot().profile !== null;
  return (
    <Link className="member-header-link" to={loggedIn ? MEMBER_PATHS.myTickets : MEMBER_PATHS.logIn} prefetch="intent">
      {loggedIn ? memberLabels.myPage : memberLabels.logIn}
    </Link>
  );
}
