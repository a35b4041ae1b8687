import type { PageReads } from '../engine/page-reads.ts';

/**
 * The name under which the build's render worker (scripts/site-builder/render-worker.ts) offers the
 * set a page's reads go into. A global, not an import: the worker runs React Router's server
 * build, which bundles its own copy of this module, and calls the page loader through React
 * Router's handler, whose context is React Router's.
 */
export const PAGE_READS_HOOK = Symbol.for('foaje.build.pageReads');

/**
 * The set the render worker collects this page's reads in, or undefined outside a render worker
 * (React Router's own prerender, tests). A route loader that reads the content must report it
 * here or not at all: a page whose loaders report nothing is resolved again on every build.
 */
export function buildPageReads(): PageReads | undefined {
  const hook: unknown = (globalThis as Record<symbol, unknown>)[PAGE_READS_HOOK];
  return typeof hook === 'function' ? (hook as () => PageReads | undefined)() : undefined;
}
