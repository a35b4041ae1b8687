import { isRouteErrorResponse } from 'react-router';

/** A page's resources could not be loaded while the browser is offline (spec §2.1). */
export class PageOfflineError extends Error {
  /** The path that could not be shown. */
  readonly path: string;

  constructor(path: string) {
    super(`${path} cannot be loaded offline`);
    this.name = 'PageOfflineError';
    this.path = path;
  }
}

/** Whether an error boundary is showing an offline failure. */
export function isPageOfflineError(error: unknown): error is PageOfflineError {
  return error instanceof PageOfflineError;
}

/**
 * The spec's log line for a failed page load (§2.1, §8): "A page wasn't found" when the payload
 * is missing (404), otherwise "Loading the component/JSON/Layout for {path} failed" (a payload
 * or route module that did not load: network error, server error, unreadable answer).
 */
export function pageFailureMessage(error: unknown, path: string): string {
  if (isRouteErrorResponse(error) && error.status === 404) return "A page wasn't found";
  return `Loading the component/JSON/Layout for ${path} failed`;
}

/** The first failure among a navigation's loader results (a redirect is not a failure). */
export function findLoadFailure(
  results: Readonly<Record<string, { type: 'data' | 'error'; result: unknown }>>,
): { routeId: string; error: unknown } | undefined {
  for (const [routeId, { type, result }] of Object.entries(results)) {
    if (type !== 'error') continue;
    if (result instanceof Response && result.status >= 300 && result.status < 400) continue;
    return { routeId, error: result };
  }
  return undefined;
}
