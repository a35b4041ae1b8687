import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { memberLabels } from '../../member/labels.ts';
import { SiteFrame } from '../../site/site-frame.tsx';
import type { loader as rootLoader } from '../../root.tsx';
import '../../member/member.css';

/**
 * The shared parts of the member route modules. A member page has only a `clientLoader`, so
 * the build prerenders its HydrateFallback (a shell with the heading) and the screen renders
 * in the browser, where the saved profile and the partner API are.
 */
export function MemberFrame({ path, children }: { path: string; children: ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  if (!root) throw new Error('The root loader data is missing');
  return (
    <SiteFrame layout={root.layout} currentPath={path}>
      <div className="container">{children}</div>
    </SiteFrame>
  );
}

/** The prerendered shell: the page's heading and a loading line until the scripts run. */
export function MemberShell({ path, title }: { path: string; title: string }) {
  return (
    <MemberFrame path={path}>
      <div className="member-screen">
        <h1>{title}</h1>
        <p role="status">{memberLabels.loading}</p>
      </div>
    </MemberFrame>
  );
}

/** Title `{page} | {site}`; member pages are personal: never indexed (left out of the sitemap). */
export function memberMeta(title: string, matches: ReadonlyArray<{ loaderData?: unknown } | undefined>) {
  const root = matches[0]?.loaderData;
  const siteTitle =
    root && typeof root === 'object' && 'layout' in root
      ? (root as { layout: { siteTitle: string } }).layout.siteTitle
      : '';
  return [{ title: siteTitle ? `${title} | ${siteTitle}` : title }, { name: 'robots', content: 'noindex' }];
}
