import type { MenuNode } from '../model/page-bundle.ts';
import { isCurrentPath } from './links.ts';
import { payloadPath } from '../engine/urls/page-bundle-address.ts';

/**
 * One page the header prefetches once the page is idle (decision 103): with `code`, through
 * React Router (its payload and its route's modules); without, its payload only.
 */
export interface PrefetchStep {
  path: string;
  code: boolean;
}

/**
 * The header menu's top-level pages to prefetch once idle, in order, one step each: each
 * top-level link with a path of the site (a parent whose path is only a toggle has none), but
 * the page current at that idle moment, which waits for the next one after a navigation away
 * from it. `isContentPath` says which paths are content pages: one route, its code shared. Its
 * code comes with the first content page, unless the page current at the idle moment is one
 * (the code runs already); every further content page is its payload only, since React Router
 * would repeat the route's module links for each. A page of another route brings its own code.
 * Without `isContentPath` every page brings its own code.
 */
export function idlePrefetchPlan(
  nodes: readonly MenuNode[],
  idlePath: string | undefined,
  isContentPath: (path: string) => boolean,
): PrefetchStep[] {
  const paths = nodes
    .filter((node) => !node.external && !node.openInNewWindow && hasOwnPath(node))
    .map((node) => node.href)
    .filter((href, index, all) => all.indexOf(href) === index && !isCurrentPath(href, idlePath));
  const content = paths.filter(isContentPath);
  const contentCodeRuns = idlePath !== undefined && isContentPath(idlePath);
  const withCode = [...(contentCodeRuns ? [] : content.slice(0, 1)), ...paths.filter((path) => !isContentPath(path))];
  const payloadsOnly = contentCodeRuns ? content : content.slice(1);
  return [...withCode.map((path) => ({ path, code: true })), ...payloadsOnly.map((path) => ({ path, code: false }))];
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
  return `${payloadPath(url.pathname)}${url.search}`;
}
