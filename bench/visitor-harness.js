// The visitor navigation bench's script (bench/navigation-visitor.ts), put into the home page of
// a copy of the bench site, never into the product. On `?bench-click=<path>&bench-case=cold|prefetched`
// it does what bench/navigation.ts has Playwright do, from inside the page, so no DevTools
// session drives the page while it navigates: waits for hydration and the service worker, asks
// for the target's prefetch on intent (a focused link) in the prefetched case, clicks the link,
// and keeps the times in localStorage (epoch ms) for the bench to read afterwards.
(() => {
  const params = new URLSearchParams(location.search);
  const target = params.get('bench-click');
  if (!target) return;
  const prefetched = params.get('bench-case') === 'prefetched';
  // Cold: the browser asks to save data, so the header menu does not prefetch when idle (as bench/navigation.ts).
  if (!prefetched)
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });
  const now = () => performance.timeOrigin + performance.now();
  const store = (key, value) => localStorage.setItem(`bench ${key}`, String(value));
  const payload = `${target}.data`;
  const payloadFetched = () =>
    performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === payload);
  const link = () => document.querySelector(`main a[href="${target}"], header a[href="${target}"]`);
  const waitFor = (test, ms) =>
    new Promise((done) => {
      const started = performance.now();
      const poll = () => (test() || performance.now() - started > ms ? done(Boolean(test())) : setTimeout(poll, 50));
      poll();
    });
  // The first frame with the target's h1 (its requestAnimationFrame), and the end of that frame.
  const watchForTarget = () => {
    const before = document.querySelector('h1')?.textContent;
    const observer = new MutationObserver(() => {
      if (location.pathname !== target || document.querySelector('h1')?.textContent === before) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        store('rendered', now());
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          store('painted', now());
          store('done', 1);
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  };
  addEventListener('load', async () => {
    // After hydration the header's sub-menu toggles carry aria-expanded (as bench/navigation.ts).
    store('hydrated', await waitFor(() => document.querySelector('header [aria-expanded]') !== null, 15000));
    store('controlled', await waitFor(() => navigator.serviceWorker?.controller != null, 15000));
    if (prefetched) {
      link()?.focus();
      // A member screen has no payload (`bench-payload=0`): its route code is what is prefetched.
      store('prefetchedBeforeClick', await waitFor(payloadFetched, params.get('bench-payload') === '0' ? 1000 : 5000));
      await new Promise((wait) => setTimeout(wait, 300));
    }
    watchForTarget();
    store('payloadBeforeClick', payloadFetched());
    store('click', now());
    link()?.click();
  });
})();
