import { memberLabels } from '../../member/labels.ts';

/**
 * The shared parts of the member route modules. The account forms (log in, sign up, forgotten
 * password) are prerendered as they are and hydrate. My tickets and my list show what only the
 * browser knows (the saved profile, the partner API): they have only a `clientLoader`, so the
 * build prerenders their HydrateFallback (the page's heading and a loading line) inside the
 * frame of member-layout.tsx, and the screen renders in the browser.
 *
 * CAREFUL: each route's HydrateFallback shares a constant with its `meta`, so React Router
 * cannot split the fallback into a chunk of its own. A build with development React splits it
 * without naming it in the manifest, and the page then hydrates the root's default fallback
 * against the prerendered shell (scripts/quality/hydration-development.test.ts fails). Kept in
 * the main chunk it also saves a request.
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
