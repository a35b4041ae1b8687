import { createContext, useContext } from 'react';
import { PrefetchPageLinks } from 'react-router';
import type { MenuNode } from '../model/page-bundle.ts';
import { idlePrefetchPlan, payloadUrl } from './idle-prefetch-plan.ts';
import type { IdleMoment } from './use-idle.ts';

/**
 * CAREFUL: which site paths are content pages is the route table's knowledge (app/routes.ts:
 * the member screens and search are routes of their own), above the site layer. app/root.tsx
 * provides it here; without a provider every page prefetched brings its own code.
 */
export const ContentPathContext = createContext<(path: string) => boolean>(() => false);

/**
 * The header menu's pages, prefetched once the page is idle (decision 103): the route's code
 * once, then each further content page's payload (app/site/idle-prefetch-plan.ts).
 */
export function IdlePrefetch({ nodes, idle }: { nodes: readonly MenuNode[]; idle: IdleMoment | null }) {
  const isContentPath = useContext(ContentPathContext);
  if (idle === null) return null;
  const plan = idlePrefetchPlan(nodes, idle.path, isContentPath);
  return (
    <>
      {plan.withCode.map((path) => (
        <PrefetchPageLinks key={path} page={path} />
      ))}
      {plan.payloadsOnly.map((path) => (
        <link key={path} rel="prefetch" as="fetch" href={payloadUrl(path)} />
      ))}
    </>
  );
}
