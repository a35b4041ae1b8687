import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { SearchPage } from '../search/search-page.tsx';
import { searchLabels } from '../search/labels.ts';
import { Analytics } from '../site/analytics/analytics.tsx';
import type { FrameHandle } from '../site/site-frame.tsx';
import type { Route } from './+types/search';

/** Build time only (prerender): the A–Å list of every film and event. */
export async function loader() {
  const { loadSiteBuild } = await import('./site-build.server.ts');
  const { searchDirectory } = await import('../search/directory.ts');
  const site = await loadSiteBuild();
  return {
    directory: searchDirectory(site.snapshot, site.routes.entries.values()),
    submitPath: site.snapshot.theme.search.submitPath,
  };
}

/** Typing writes `?q=` into the address; that is no reason to fetch the page's payload again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.loaderData;
  const siteTitle = root && 'layout' in root ? root.layout.siteTitle : '';
  return [
    { title: siteTitle ? `${searchLabels.heading} | ${siteTitle}` : searchLabels.heading },
    { name: 'description', content: `${searchLabels.azHeading}: filmer og arrangementer hos ${siteTitle}.` },
  ];
};

// The consent banner after the frame (app/root.tsx), as on content pages.
export const handle: FrameHandle = { afterFrame: <Analytics /> };

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage directory={loaderData.directory} submitPath={loaderData.submitPath} />;
}
