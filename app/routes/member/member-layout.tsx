import { Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { SiteFrame } from '../../site/site-frame.tsx';
import type { loader as rootLoader } from '../../root.tsx';
import '../../member/member.css';

/**
 * The frame of every member page, a layout route of its own: a member page has only a
 * `clientLoader`, so the build prerenders its HydrateFallback and the browser swaps in its
 * screen. Only that swap is below this route, so the header and footer hydrate once and stay
 * (were the frame inside each page's component, the swap would build them again).
 */
export default function MemberLayout() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { pathname } = useLocation();
  if (!root) throw new Error('The root loader data is missing');
  return (
    <SiteFrame layout={root.layout} currentPath={pathname}>
      <div className="container member-page">
        <Outlet />
      </div>
    </SiteFrame>
  );
}
