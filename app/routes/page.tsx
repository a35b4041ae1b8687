import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { pageStylesOf } from '../blocks/block-styles.ts';
import { pageDataOf, pagePayloadOf } from '../site/page-payload.ts';
import { RatingSlotContext, type RatingSlotProps } from '../blocks/movie-info/rating-slot.tsx';
import { LoadProgramContext, type LoadProgram, programOf } from '../blocks/program/program-source.ts';
import { memberLabels } from '../member/labels.ts';
import { headTags } from '../site/head-tags.ts';
import { useHydrated } from '../blocks/parts/use-hydrated.ts';
import { PageView } from '../site/page-view.tsx';
import { Analytics } from '../site/analytics/analytics.tsx';
import type { FrameHandle } from '../site/site-frame.tsx';
import type { Route } from './+types/page';

/**
 * Build time only (prerender): the page bundle of this path, resolved by the page engine.
 * Every path passed to prerender has a page, so a miss here is a bug in the route table.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { loadSiteBuild } = await import('./site-build.server.ts');
  const { blockStyleSheets } = await import('../blocks/block-styles.server.ts');
  const { buildPageReads } = await import('./page-reads.server.ts');
  const site = await loadSiteBuild();
  // From the route params, not request.url: a payload request's URL ends in `.data`.
  const path = `/${(params['*'] ?? '').replace(/\/+$/, '')}`;
  // In the build's render worker: what the page reads, so the next build knows when it changed.
  const bundle = site.resolvePage(path, buildPageReads());
  if (!bundle) throw new Response(`No page for ${path}`, { status: 404 });
  // The CSS of the page's block kinds travels with the page (decision 100): inline in the
  // prerendered <head>, and in the payload for a client navigation (app/site/page-styles.tsx).
  return pagePayloadOf({ bundle, styles: pageStylesOf(bundle, blockStyleSheets) });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const layout = matches[0]?.loaderData;
  if (!loaderData || !layout || !('layout' in layout)) return [];
  // schema.org JSON-LD of film and culture pages (Movie, ScreeningEvent, Event).
  const jsonLd = pageDataOf(loaderData).bundle.structuredData.map((node) => ({ 'script:ld+json': node }));
  return [...headTags(pageDataOf(loaderData).bundle, layout.layout), ...jsonLd];
};

// The film page's live ratings are member-area code: a page without a ratings section never
// loads it, and a film page loads it after hydration instead of in its first load (11.1).
// CAREFUL: the prerender and the hydration pass render the same static placeholder, never the
// lazy component: a lazy component suspends on its first render in a process and not after, so
// prerendered HTML would depend on which page a render worker happened to render first.
const MemberRatings = lazy(() => import('../member/ratings/member-ratings.tsx'));
const ratingsPlaceholder = (
  <div className="member-ratings">
    <p role="status">{memberLabels.loading}</p>
    <h3>{memberLabels.reviews}</h3>
  </div>
);
function Ratings(props: RatingSlotProps) {
  // A client navigation commits the film page with the placeholder and loads the ratings' code
  // in a render after that frame (`useDeferredValue` from false): the lazy import in the
  // navigation's own render held the click's commit back by 15–20 ms (decision 138).
  const live = useDeferredValue(useHydrated(), false);
  if (!live) return ratingsPlaceholder;
  return (
    <Suspense fallback={ratingsPlaceholder}>
      <MemberRatings {...props} />
    </Suspense>
  );
}
const renderRatings = (props: RatingSlotProps) => <Ratings {...props} />;

// The programme's later days come from their own pages' bundles (decision 218); the code that
// fetches them only when a programme first asks.
const loadProgram: LoadProgram = async (path) => {
  const { loadPageBundle } = await import('../client/navigation/load-page-bundle.ts');
  return programOf(await loadPageBundle(path));
};

// The consent banner after the frame (app/root.tsx): content pages count visits.
export const handle: FrameHandle = { afterFrame: <Analytics /> };

export default function Page({ loaderData }: Route.ComponentProps) {
  const { bundle } = pageDataOf(loaderData);
  // The same element while the page's data is the same, so React skips the page when only the
  // router's state changes: a click's "loading" state re-rendered the whole page being left
  // before the next one could render (decision 110).
  // The film page's ratings section shows the member area's live rating and reviews; the
  // programme fetches its later days.
  return useMemo(
    () => (
      <RatingSlotContext.Provider value={renderRatings}>
        <LoadProgramContext.Provider value={loadProgram}>
          <PageView bundle={bundle} />
        </LoadProgramContext.Provider>
      </RatingSlotContext.Provider>
    ),
    [bundle],
  );
}
