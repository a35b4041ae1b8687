import { Link } from 'react-router';
import { memberLabels } from './labels.ts';
import { useOptionalMember } from './member-context.tsx';
import { MEMBER_PATHS } from './member-paths.ts';
import './member.css';

/**
 * The header's account entry: 'Logg inn', or 'Min side' once a profile is saved. The
 * prerendered HTML (and the never-hydrating 404 page) always says 'Logg inn', a working link.
 */
export function HeaderAccountLink() {
  const member = useOptionalMember();
  const loggedIn = member?.profile != null;
  return (
    <Link className="member-header-link" to={loggedIn ? MEMBER_PATHS.myTickets : MEMBER_PATHS.logIn}>
      {loggedIn ? memberLabels.myPage : memberLabels.logIn}
    </Link>
  );
}
