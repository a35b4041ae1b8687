import { memberLabels } from '../../member/labels.ts';

/**
 * The shared parts of the member route modules. A member page has only a `clientLoader`, so
 * the build prerenders its HydrateFallback (the page's heading and a loading line) inside the
 * frame of member-layout.tsx, and the screen renders in the browser, where the saved profile
 * and the partner API are.
 */
export function MemberShell({ title }: { title: string }) {
  return (
    <div className="member-screen">
      <h1>{title}</h1>
      <p role="status">{memberLabels.loading}</p>
    </div>
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
