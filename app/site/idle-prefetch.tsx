import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import {
  matchRoutes,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from 'react-router';
import type { MenuNode } from '../model/page-bundle.ts';
import { idlePrefetchPlan, payloadUrl } from './idle-prefetch-plan.ts';
import { requestIdle, type IdleMoment } from './use-idle.ts';

/**
 * CAREFUL: which site paths are content pages is the route table's knowledge (app/routes.ts:
 * the member screens and search are routes of their own), above the site layer. app/root.tsx
 * provides it here; without a provider every page prefetched brings its own code.
 */
export const ContentPathContext = createContext<(path: string) => boolean>(() => false);

/**
 * The header menu's pages, prefetched once the page is idle (decision 103), in the order of
 * their plan (app/site/idle-prefetch-plan.ts): one page an idle moment. The whole plan in one
 * commit (about 15 links, inserted and hoisted by React at once) was one of the longest tasks
 * of a page's load: 90–190 ms at a phone's 4× slowdown (decision 187).
 */
export function IdlePrefetch({ nodes, idle }: { nodes: readonly MenuNode[]; idle: IdleMoment | null }) {
  const isContentPath = useContext(ContentPathContext);
  const plan = idle === null ? [] : idlePrefetchPlan(nodes, idle.path, isContentPath);
  const shown = useOneMoreWhenIdle(idle, plan.length);
  return plan
    .slice(0, shown)
    .map((step) =>
      step.code ? (
        <PrefetchPageCode key={step.path} page={step.path} />
      ) : (
        <link key={step.path} rel="prefetch" as="fetch" href={payloadUrl(step.path)} />
      ),
    );
}

/**
 * How many of `total` steps to show: one from the first idle moment on, then one more each time
 * the browser is idle again. The count goes on across navigations: a page whose link is kept
 * (the same path, the same kind) is not prefetched twice.
 */
function useOneMoreWhenIdle(moment: IdleMoment | null, total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (moment === null || shown >= total) return;
    return requestIdle(() => startTransition(() => setShown(shown + 1)));
  }, [moment, shown, total]);
  return Math.min(shown, total);
}

/**
 * A page's payload and the modules of its route that the document does not preload or run yet.
 * React Router's `PrefetchPageLinks` listed every module of the route, the chunks the page
 * shares with it included, once per page: after the idle prefetch of a member page the head held
 * each shared chunk's `modulepreload` up to five times. Read once, when the step is shown: the
 * links it adds are then in the document, and the next step leaves them out.
 */
function PrefetchPageCode({ page }: { page: string }) {
  const framework = useContext(FrameworkContext);
  const dataRouter = useContext(DataRouterContext);
  const [modules] = useState(() => {
    const matches = dataRouter === null ? [] : (matchRoutes(dataRouter.router.routes, page) ?? []);
    const hrefs = matches.flatMap((match) => {
      const route = framework?.manifest.routes[match.route.id];
      return route === undefined ? [] : [route.module, ...(route.imports ?? [])];
    });
    const present = new Set(
      [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="modulepreload"], script[src]')].map(
        (element) => element.getAttribute(element instanceof HTMLLinkElement ? 'href' : 'src'),
      ),
    );
    return [...new Set(hrefs)].filter((href) => !present.has(href));
  });
  return (
    <>
      <link rel="prefetch" as="fetch" href={payloadUrl(page)} />
      {modules.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </>
  );
}
