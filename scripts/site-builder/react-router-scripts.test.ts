import { describe, expect, it } from 'vitest';
import { withScriptsAfterLoad } from '../post-build/scripts-after-load.ts';
import { withoutReactRouterScripts } from './react-router-internals.ts';

const page = [
  '<html><head><script>globalThis.x=1</script>',
  '<script>try{var c=localStorage.getItem("foaje-analytics-consent")}catch(e){}</script>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/>',
  '<link rel="stylesheet" href="/assets/style-C.css"/><style>.hero{color:red}</style></head>',
  '<body><h1>Hei</h1><script>((storageKey, restoreKey) => {})("k", null)</script>',
  '<script>window.__reactRouterContext = {"basename":"/"};</script>',
  '<script type="module" async="">import "/assets/manifest-D.js";\nimport * as route0 from "/assets/root-B.js";</script>',
  '<script>window.__reactRouterContext.streamController.enqueue("[1]");</script></body></html>',
].join('');

describe('withoutReactRouterScripts', () => {
  const stripped = withoutReactRouterScripts(page);

  it('loads no JavaScript file and hydrates nothing', () => {
    expect(stripped).not.toContain('modulepreload');
    expect(stripped).not.toMatch(/\/assets\/[^"]*\.js/);
    expect(stripped).not.toContain('__reactRouterContext');
    expect(stripped).not.toContain('storageKey');
  });

  it('takes out the scripts as the build writes them too, started after load (decision 116)', () => {
    const built = withoutReactRouterScripts(
      withScriptsAfterLoad(
        page.replace(
          'root-B.js";</script>',
          'root-B.js";\nwindow.__reactRouterRouteModules = {"root":route0};</script>',
        ),
      ),
    );
    expect(built).not.toMatch(/\/assets\/[^"]*\.js/);
    expect(built).not.toContain('__reactRouter');
    expect(built).toContain('<h1>Hei</h1>');
  });

  it('keeps the page, its CSS and the small first-paint scripts', () => {
    expect(stripped).toContain('<link rel="stylesheet" href="/assets/style-C.css"/>');
    expect(stripped).toContain('<style>.hero{color:red}</style>');
    expect(stripped).toContain('<h1>Hei</h1>');
    expect(stripped).toContain('foaje-analytics-consent');
    expect(stripped).toContain('<script>globalThis.x=1</script>');
  });
});
