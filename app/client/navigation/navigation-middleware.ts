import { redirect, type DataStrategyResult, type MiddlewareFunction } from 'react-router';
import { findLoadFailure, PageOfflineError, pageFailureMessage } from './page-failure.ts';
import { redirectFor, redirectTableForNavigation } from './redirect-table.ts';

/**
 * The root route's client middleware: runs around every client navigation's loaders (menu
 * links, content links, back/forward), so the spec's navigation rules (§2.1) hold in one place.
 *  - A path in the redirect table goes to its target before anything is fetched (the table
 *    loads as the page hydrates; a navigation before it is in waits for it, up to a second).
 *  - A page whose resources fail to load is logged with the spec's message; online, the browser
 *    then loads the path as a full page (the host answers it: the page, or 404.html); offline,
 *    the root error boundary shows the offline page (`PageOfflineError` as the route's error).
 */
export const navigationMiddleware: MiddlewareFunction<Record<string, DataStrategyResult>> = async ({ url }, next) => {
  const path = url.pathname + url.search;
  const target = redirectFor(path, await redirectTableForNavigation());
  if (target !== undefined) throw redirect(target);

  const results = await next();
  const failure = findLoadFailure(results);
  if (failure === undefined) return results;
  console.error(pageFailureMessage(failure.error, url.pathname));
  if (navigator.onLine) {
    window.location.assign(path);
    // The document is being replaced: keep the navigation pending (its loading state shows)
    // rather than flash an error page.
    return new Promise<never>(() => undefined);
  }
  // In place of the route's own error, so the error boundary above it (the root's, which keeps
  // its layout data) shows the offline page.
  return { ...results, [failure.routeId]: { type: 'error', result: new PageOfflineError(url.pathname) } };
};
