import { useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { loader as rootLoader } from '../root.tsx';
import { SearchPage } from '../search/search-page.tsx';
import { SEARCH_PATH } from '../search/search-path.ts';
import { searchLabels } from '../search/labels.ts';
import { Analytics } from '../site/analytics/analytics.tsx';
import { SiteFrame } from '../site/site-frame.tsx';
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

export default function Search({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  if (!root) throw new Error('The root loader data is missing');
  return (
    <>
      <SiteFrame layout={root.layout} currentPath={SEARCH_PATH}>
        <SearchPage directory={loaderData.directory} submitPath={loaderData.submitPath} />
      </SiteFrame>
      <Analytics />
    </>
  );
}
