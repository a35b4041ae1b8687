import { expect, test } from 'vitest';
import { withScriptsAfterLoad } from '../scripts/post-build/scripts-after-load.ts';
import { compressedSizes, firstLoadScripts } from './js-weight.ts';

test('first-load scripts are the module scripts, modulepreloads and hydration imports, each once', () => {
  const html = [
    '<link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/root-b.js"/>',
    '<link rel="stylesheet" href="/assets/root-c.css"/><img src="/images/x.svg"/>',
    '<script type="module">import "/assets/manifest-d.js"; import * as route0 from "/assets/root-b.js"; import("/assets/entry.client-a.js");</script>',
    '<script async src="https://analytics.example/tag.js"></script>',
  ].join('');
  expect(firstLoadScripts(html)).toEqual(['/assets/entry.client-a.js', '/assets/root-b.js', '/assets/manifest-d.js']);
});

test('a page whose scripts start after load (decision 116) weighs the same scripts', () => {
  const html = [
    '<link rel="modulepreload" href="/assets/manifest-d.js"/><link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/jsx-runtime-e.js"/>',
    '<script type="module" async="">import "/assets/manifest-d.js";\nimport * as route0 from "/assets/root-b.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-a.js");</script>',
  ].join('');
  expect(firstLoadScripts(withScriptsAfterLoad(html)).sort()).toEqual(firstLoadScripts(html).sort());
});

test('compressed sizes are smaller than the plain size for repetitive text', () => {
  const sizes = compressedSizes(Buffer.from('export const a = 1;\n'.repeat(200)));
  expect(sizes.raw).toBe(4000);
  expect(sizes.gzip).toBeLessThan(200);
  expect(sizes.brotli).toBeLessThan(sizes.gzip);
});
