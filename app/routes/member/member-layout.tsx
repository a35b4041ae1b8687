import { useMemo } from 'react';
import { Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { SiteFrame } from '../../site/site-frame.tsx';
import type { loader as rootLoader } from '../../root.tsx';
import '../../member/member.css';

/**
 * The frame of every member page, a layout route of its own: my tickets and my list have only
 * a `clientLoader`, so the build prerenders their HydrateFallback and the browser swaps in the
 * screen. Only that swap is below this route, so the header and footer hydrate once and stay
 * (were the frame inside each page's component, the swap would build them again).
 */
export default function MemberLayout() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { pathname } = useLocation();
  if (!root) throw new Error('The root loader data is missing');
  const { layout } = root;
  // The same element while the layout and path are the same, so a change of the router's state
  // alone (the screen replacing the shell, a click's loading state) renders the screen through
  // <Outlet> and skips the frame, as app/routes/page.tsx does for a page (decision 110).
  return useMemo(
    () => (
      <SiteFrame layout={layout} currentPath={pathname}>
        <div className="container member-page">
          <Outlet />
        </div>
      </SiteFrame>
    ),
    [layout, pathname],
  );
}
