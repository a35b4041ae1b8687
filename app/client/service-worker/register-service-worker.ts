/**
 * Registers the service worker at `/sw.js` (spec §2.1), built by scripts/post-build. When a
 * new worker takes over a page an older worker controlled (a deploy), the page reloads once,
 * so it never runs an old deploy's page against the new worker. A page that had no worker (the
 * first visit) is not reloaded when the first one takes control. Registration errors are logged
 * (§8). The preview of drafts registers none (decision 198).
 */
export function registerServiceWorker(): void {
  // The preview of drafts marks <html> (`PREVIEW_ATTRIBUTE`, app/site/analytics/data-layer.ts):
  // written out here, as importing it would give the entry a chunk of its own.
  if (!('serviceWorker' in navigator) || document.documentElement.hasAttribute('data-foaje-preview')) return;
  const container = navigator.serviceWorker;
  const hadController = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  // `updateViaCache: 'none'`: the browser asks for /sw.js past its HTTP cache on every check.
  container.register('/sw.js', { updateViaCache: 'none' }).catch((error: unknown) => {
    console.error('Service worker registration failed:', error);
  });
}
