import { expect, test } from 'vitest';
import { inlineScripts, scriptHash } from '../scripts/post-build/content-security-policy.ts';
import { withFloorScripts } from './hydration-floor.ts';

// A page and the floor's prerendered page, shaped as React Router 8.4 and our post-build write them.
const ours = [
  `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-ours='"/>`,
  '<script>document.documentElement.dataset.clock="1"</script></head>',
  '<body><main>Kinoprogram</main>',
  '<script>window.__reactRouterContext = {"ours":true};</script>',
  '<script type="module" async="">const modulePreloads=["/assets/ours.js"];import "/assets/manifest-ours.js";</script>',
  '</body></html>',
].join('');
const floor = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-floor.js"/></head><body>',
  '<script>window.__reactRouterContext = {"floor":true};</script>',
  '<script type="module" async="">import "/assets/manifest-floor.js";\nimport * as route0 from "/assets/root-floor.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-floor.js");</script>',
  '</body></html>',
].join('');

test("a page keeps its document and own scripts, hydrated by the floor's scripts, which its policy allows", () => {
  const page = withFloorScripts(ours, floor);
  expect(page).toContain('<main>Kinoprogram</main>');
  expect(page).toContain('dataset.clock="1"');
  expect(page).not.toContain('ours.js');
  expect(page).not.toContain('"ours":true');
  expect(page).toContain('window.__reactRouterContext = {"floor":true};');
  // The floor's preloads come after load, as ours do: none left in the head.
  expect(page).not.toContain('<link rel="modulepreload"');
  expect(page).toContain('"/assets/entry.client-floor.js"');
  const floorScripts = inlineScripts(page).filter((script) => script.includes('floor'));
  expect(floorScripts).toHaveLength(2);
  for (const script of floorScripts) expect(page).toContain(scriptHash(script));
});
