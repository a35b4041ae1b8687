import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { BrowserSide } from './client/browser-side.tsx';
import { navigationMiddleware } from './client/navigation/navigation-middleware.ts';
import { isPageOfflineError } from './client/navigation/page-failure.ts';
import { NavigationStatus, PagePending, useSlowNavigation } from './client/navigation/pending-navigation.tsx';
import { OfflineView } from './client/offline-view.tsx';
import { HeaderAccountLink } from './member/header-account-link.tsx';
import { MemberProvider } from './member/member-provider.tsx';
import { SearchField } from './search/search-field.tsx';
import { isContentPath } from './routes/content-paths.ts';
import { CONSENT_ASK_SCRIPT } from './site/analytics/data-layer.ts';
import { CLOCK_SCRIPT } from './site/clock/clock-script.ts';
import { AccountSlotContext } from './site/account-slot.tsx';
import { SearchSlotContext, type SearchSlotProps } from './site/search-slot.tsx';
import { ContentPathContext } from './site/idle-prefetch.tsx';
import { NotFoundView } from './site/not-found-view.tsx';
import { PageStyles } from './site/page-styles.tsx';
import { afterFrameOf, SiteFrame } from './site/site-frame.tsx';
import type { SiteLayout } from './model/page-bundle.ts';
import type { Route } from './+types/root';

/**
 * Build time only: the shared header, menus and footer of every page (spec §2.1, §2.5), and
 * what the browser needs to reach the live services (partners, public service URLs).
 */
export async function loader() {
  const { loadSiteBuild } = await import('./routes/site-build.server.ts');
  const site = await loadSiteBuild();
  return {
    layout: site.layout,
    partners: site.snapshot.site.partners,
    publicConfig: site.publicConfig,
  };
}

/** Redirects, resource failures and offline on every client navigation (app/client/). */
export const clientMiddleware = [navigationMiddleware];

// The manifest and Apple's icon are written by the post-build step (scripts/post-build/web-manifest.ts).
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/images/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="nb">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the first module: zod's parsers without `new Function`, which the pages' policy
            forbids (zod 4 probes for it when a module first builds an object schema; the config
            is read from this global by every copy of zod). Rendered, not inserted after the
            build: React hydrates the head's scripts in order. */}
        <script dangerouslySetInnerHTML={{ __html: 'globalThis.__zod_globalConfig={jitless:true}' }} />
        {/* Before anything paints: whether the consent banner in the HTML shows (decision 102). */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_ASK_SCRIPT }} />
        {/* Before anything paints: what has started by the visitor's clock is hidden (app/site/clock).
            In the built HTML only: the browser's bundle leaves the text out (React keeps the
            prerendered script as it hydrates, and never runs an inserted one). */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? CLOCK_SCRIPT : '' }}
        />
        <Meta />
        <Links />
        <PageStyles />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// At log out, the worker's copies of the member's own pages go too; loaded then, not with the page.
const forgetPersonalCaches = () =>
  void import('./client/service-worker/forget-personal-caches.ts').then((module) => module.forgetPersonalCaches());

// The header's account entry, made once: it reads the saved profile itself (no member bundle).
const ACCOUNT_ENTRY = <HeaderAccountLink />;
const renderSearchField = (props: SearchSlotProps) => <SearchField {...props} />;

export default function Root() {
  const data = useLoaderData<typeof loader>();
  const partnerId = data.partners[0];
  const events = partnerId === undefined ? undefined : { runtimeApi: data.publicConfig.runtimeApi, partnerId };
  return (
    <BrowserSide events={events}>
      {/* The member area: the first partner's API for every page, and the header's account entry. */}
      <MemberProvider publicConfig={data.publicConfig} partners={data.partners} onForget={forgetPersonalCaches}>
        <AccountSlotContext.Provider value={ACCOUNT_ENTRY}>
          {/* The header's live search field (app/search): code and index load on focus. */}
          <SearchSlotContext.Provider value={renderSearchField}>
            {/* Which of the menu's pages share the content route's code, for the idle prefetch. */}
            <ContentPathContext.Provider value={isContentPath}>
              <RouteFrame layout={data.layout} />
            </ContentPathContext.Provider>
          </SearchSlotContext.Provider>
        </AccountSlotContext.Provider>
      </MemberProvider>
    </BrowserSide>
  );
}

/**
 * Every route's page inside the one shared frame (header, `<main>`, footer), so a client
 * navigation replaces only what is in `<main>`, whichever route the next page is: rendered by a
 * route's own component, the frame was built anew from a content page to a member page or
 * search (decision 189). A navigation that waits longer than 1000 ms for its page shows the
 * loading state in its place (spec §2.1, §9), the frame already marking where it goes.
 */
function RouteFrame({ layout }: { layout: SiteLayout }) {
  const { pathname } = useLocation();
  const slow = useSlowNavigation();
  const afterFrame = afterFrameOf(useMatches().map((match) => match.handle));
  return (
    <>
      <SiteFrame layout={layout} currentPath={slow?.pathname ?? pathname}>
        {slow === undefined ? <Outlet /> : <PagePending />}
      </SiteFrame>
      {afterFrame}
      <NavigationStatus slow={slow !== undefined} />
    </>
  );
}

/**
 * A client navigation to a path without a page fetches `<path>.data`, gets a 404 and lands
 * here: show the not-found page inside the shared layout (the host serves 404.html on a
 * first load of the same path).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  if (isPageOfflineError(error) && data) return <OfflineView layout={data.layout} path={pathname} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (notFound && data) return <NotFoundView layout={data.layout} />;
  return (
    <main id="main" className="container">
      <h1>Noe gikk galt</h1>
      <p>Siden kunne ikke vises. Prøv å laste den inn på nytt.</p>
      <p>
        <a href="/">Til forsiden</a>
      </p>
    </main>
  );
}
