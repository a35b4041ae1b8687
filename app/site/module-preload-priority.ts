/**
 * A prerendered page's `<link rel="modulepreload">`s at low fetch priority (issue 11,
 * decision 108). React Router writes one for every module of the page's first load (about
 * 130 KiB gzip), and the browser fetches them at high priority, beside the stylesheet and the
 * first image: on a slow phone the page's first paint waits on bandwidth the scripts take, and
 * Lighthouse's simulation counts every high-priority script that loaded before the first paint
 * as blocking it. At low priority the stylesheet and the first image come first; hydration
 * starts when the scripts arrive, and the page works as plain HTML until then.
 * React Router's `<Scripts>` passes no fetch priority to these links, so the finished HTML is
 * edited (app/entry.server.tsx). Idempotent: a link that has a `fetchpriority` keeps it.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/gi;

/** `html` with `fetchpriority="low"` on every `<link rel="modulepreload">` that has no priority. */
export function withLowPriorityModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}
