import { expect, test } from 'vitest';
import { inlineScripts } from './content-security-policy.ts';
import { LATEST_START_MS, modulePreloadsAfterLoad, withScriptsAfterLoad } from './scripts-after-load.ts';

// A page as React Router writes it (8.4, `ssr: false`): preloads hoisted into the head, the
// hydration context and module script at the end of the body.
const PRELOADS = [
  '/assets/manifest-1.js',
  '/assets/entry.client-2.js',
  '/assets/react-dom-3.js',
  '/assets/root-4.js',
  '/assets/log-in-client-loader-5.js',
  '/assets/log-in-main-6.js',
];
const HYDRATION = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-4.js";',
  'import * as route1_clientLoader from "/assets/log-in-client-loader-5.js";',
  'import * as route1_main from "/assets/log-in-main-6.js";',
  'const route1 = {...route1_clientLoader,...route1_main};',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/member/log-in":route1};',
  '',
  'import("/assets/entry.client-2.js");',
].join('\n');
const PAGE = [
  '<!DOCTYPE html><html lang="nb"><head><meta charSet="utf-8"/>',
  ...PRELOADS.map((href) => `<link rel="modulepreload" href="${href}"/>`),
  '<link rel="stylesheet" href="/assets/style-7.css"/></head>',
  '<body><main><h1>Logg inn</h1></main>',
  '<script>window.__reactRouterContext = {"ssr":false};</script>',
  `<script type="module" async="">${HYDRATION}</script>`,
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

/** The page's module script run in a small fake browser: what it loads, and when. */
function runInFakeBrowser(html: string) {
  const script = inlineScripts(html).find((text) => text.includes('__reactRouterRouteModules'));
  if (script === undefined) throw new Error('no hydration script');
  const events: string[] = [];
  const listeners = new Map<string, () => void>();
  const frames: Array<() => void> = [];
  const timers: Array<{ at: number; run: () => void }> = [];
  let now = 0;
  const modules: Record<string, object> = Object.fromEntries(PRELOADS.map((href) => [href, { href }]));
  const fakeWindow: { __reactRouterRouteModules?: Record<string, unknown> } = {};
  const fakeDocument = {
    readyState: 'interactive',
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
  };
  const load = (href: string) => {
    events.push(`import ${href}`);
    return Promise.resolve(modules[href]);
  };
  // The module's dynamic imports, made calls of `load` (a Function body cannot import by a site path).
  const body = script.replaceAll('import(', 'load(');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the generated script, run as the browser would
  const run = new Function(
    'window',
    'document',
    'addEventListener',
    'requestAnimationFrame',
    'setTimeout',
    'load',
    body,
  ) as (...args: unknown[]) => void;
  run(
    fakeWindow,
    fakeDocument,
    (type: string, listener: () => void) => listeners.set(type, listener),
    (callback: () => void) => frames.push(callback),
    (callback: () => void, ms = 0) => timers.push({ at: now + ms, run: callback }),
    load,
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    events,
    routeModules: () => fakeWindow.__reactRouterRouteModules,
    fire: (type: string) => listeners.get(type)?.(),
    /** Runs the frames asked for so far, then the timers due (a frame's paint, then the tasks after it). */
    async frame() {
      for (const callback of frames.splice(0)) callback();
      await this.tick(0);
    },
    async tick(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
      await settle();
      await settle();
    },
  };
}

test('the page holds no module preload: nothing but the HTML, its stylesheet and its images load before it is shown', () => {
  const html = withScriptsAfterLoad(PAGE);
  expect(html).not.toMatch(/<link\b[^>]*modulepreload/);
  expect(html).toContain('<link rel="stylesheet" href="/assets/style-7.css"/>');
  expect(html).toContain('<h1>Logg inn</h1>');
  // No static import left: a module script's static imports are fetched as soon as it is parsed.
  expect(inlineScripts(html).join('\n')).not.toMatch(/^\s*import\s+["*{]/m);
});

test('the scripts start once the page has loaded and painted, with the same preloads and modules in the same order', async () => {
  const page = runInFakeBrowser(withScriptsAfterLoad(PAGE));
  await page.tick(0);
  expect(page.events).toEqual([]);
  page.fire('load');
  await page.frame();
  // One painted frame after load is not yet enough: the first image may be painted in the next.
  expect(page.events).toEqual([]);
  await page.frame();
  // One preload a task, so no task of the start grows with their number; the imports begin at once.
  const preloadsAdded = () => page.events.filter((event) => event.startsWith('modulepreload'));
  expect(preloadsAdded()).toEqual([`modulepreload ${PRELOADS[0] ?? ''}`]);
  for (let task = 2; task <= PRELOADS.length; task++) {
    await page.tick(0);
    expect(preloadsAdded()).toHaveLength(task);
  }
  expect(preloadsAdded()).toEqual(PRELOADS.map((href) => `modulepreload ${href}`));
  expect(page.events.filter((event) => event.startsWith('import'))).toEqual([
    'import /assets/manifest-1.js',
    'import /assets/root-4.js',
    'import /assets/log-in-client-loader-5.js',
    'import /assets/log-in-main-6.js',
    'import /assets/entry.client-2.js',
  ]);
  // React Router's client finds the route modules where its own script put them, the split route merged.
  expect(page.routeModules()).toEqual({
    root: { href: '/assets/root-4.js' },
    'routes/member/log-in': { href: '/assets/log-in-main-6.js' },
  });
});

test('a page whose load never comes (an image that hangs) still hydrates, once', async () => {
  const page = runInFakeBrowser(withScriptsAfterLoad(PAGE));
  await page.tick(LATEST_START_MS - 1);
  expect(page.events).toEqual([]);
  await page.tick(1);
  expect(page.events.filter((event) => event.startsWith('import'))).toHaveLength(5);
  page.fire('load');
  await page.frame();
  await page.frame();
  expect(page.events.filter((event) => event.startsWith('import /assets/entry.client'))).toHaveLength(1);
});

test('the first-load readers find the preload list in the changed page', () => {
  expect(modulePreloadsAfterLoad(withScriptsAfterLoad(PAGE))).toEqual(PRELOADS);
  expect(modulePreloadsAfterLoad(PAGE)).toEqual([]);
});

test('a page without React Router scripts (a redirect page) is left as it is, and the step can run twice', () => {
  const redirect =
    '<!doctype html><head><meta http-equiv="refresh" content="0;url=/kinoprogram"></head><body><a href="/kinoprogram">…</a></body>';
  expect(withScriptsAfterLoad(redirect)).toBe(redirect);
  const once = withScriptsAfterLoad(PAGE);
  expect(withScriptsAfterLoad(once)).toBe(once);
});

test('a preload with attributes the loader would drop (integrity) stops the build', () => {
  const withIntegrity = PAGE.replace(
    '<link rel="modulepreload" href="/assets/root-4.js"/>',
    '<link rel="modulepreload" href="/assets/root-4.js" integrity="sha384-x"/>',
  );
  expect(() => withScriptsAfterLoad(withIntegrity)).toThrow(/integrity/);
});
