/**
 * A built page as static HTML and CSS: what it would cost with no client framework at all, to
 * separate the stack's cost from the page's in Lighthouse (decision 108).
 */

// React Router's scripts: the route modules (imported at once, or after load as the build
// writes them, decision 116), the hydration context and its data, and scroll restoration. The consent banner's first-paint script stays (it decides what paints, decision
// 102, and costs no download).
const FRAMEWORK_SCRIPT =
  /<script\b[^>]*>(?:(?!<\/script>)[\s\S])*?(?:__reactRouter|import |storageKey)(?:(?!<\/script>)[\s\S])*<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;

/** The page without React Router's scripts and modulepreloads: its HTML and CSS only. */
export function withoutFrameworkScripts(html: string): string {
  return html.replace(MODULE_PRELOAD, '').replace(FRAMEWORK_SCRIPT, '');
}
