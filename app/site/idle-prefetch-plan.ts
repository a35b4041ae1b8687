import type { MenuNode } from '../model/page-bundle.ts';
import { isCurrentPath } from './links.ts';

/** What the header prefetches once the page is idle (decision 103). */
export interface IdlePrefetchPlan {
  /** Pages prefetched through React Router: their payload and their route's code. */
  withCode: string[];
  /**
   * Content pages prefetched as their payload only: the first content page of `withCode`
   * brings the content route's code, the same for every content page. React Router would
   * repeat its module links for each (a dozen `<link>`s a page, all inserted in one commit).
   */
  payloadsOnly: string[];
}

/**
 * The header menu's top-level pages to prefetch once idle: each top-level link with a path of
 * the site (a parent whose path is only a toggle has none), but the page current at that idle
 * moment, which waits for the next one after a navigation away from it. `isContentPath` says
 * which paths are content pages (one route, its code shared); without it every page brings its
 * own code.
 */
export function idlePrefetchPlan(
  nodes: readonly MenuNode[],
  idlePath: string | undefined,
  isContentPath: (path: string) => boolean,
): IdlePrefetchPlan {
  const paths = nodes
    .filter((node) => !node.external && !node.openInNewWindow && hasOwnPath(node))
    .map((node) => node.href)
    .filter((href, index, all) => all.indexOf(href) === index && !isCurrentPath(href, idlePath));
  const content = paths.filter(isContentPath);
  return {
    withCode: [...content.slice(0, 1), ...paths.filter((path) => !isContentPath(path))],
    payloadsOnly: content.slice(1),
  };
}

/** A parent whose path is a placeholder (`#`) is only a toggle. */
export function hasOwnPath(node: Pick<MenuNode, 'href'>): boolean {
  return node.href !== '' && node.href !== '#';
}

/**
 * The address of a page's payload, as React Router's client fetches it: `/x` → `/x.data`,
 * `/` and `/x/` → `/_.data` and `/x/_.data`; the query stays, the anchor goes.
 */
export function payloadUrl(path: string): string {
  const url = new URL(path, 'https://site.invalid');
  const pathname = url.pathname.endsWith('/') ? `${url.pathname}_` : url.pathname;
  return `${pathname}.data${url.search}`;
}
