import { Outlet } from 'react-router';
import '../../member/member.css';

/**
 * What every member page shares inside the site's frame (which the root route renders), a
 * layout route of its own: my tickets and my list have only a `clientLoader`, so the build
 * prerenders their HydrateFallback and the browser swaps in the screen. Only that swap is below
 * this route; the frame around it hydrates once and stays.
 */
export default function MemberLayout() {
  return (
    <div className="container member-page">
      <Outlet />
    </div>
  );
}
