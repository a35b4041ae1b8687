/**
 * The floor of the build benchmark: every page of a venue resolved by the page engine and
 * rendered with `renderToString`, in one process, with nothing written to disk. What a build
 * spends beyond this is React Router's prerender, payloads, files and post-processing.
 *
 * Built by render-floor.ts with Vite (JSX), run in a child process with the venue's
 * `FOAJE_CONTENT_DIR` and `FOAJE_TODAY`. Prints one JSON line.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { loadSiteBuild } from '../../app/routes/site-build.server.ts';
import { Analytics } from '../../app/site/analytics/analytics.tsx';
import { PageView } from '../../app/site/page-view.tsx';
import { SiteFrame } from '../../app/site/site-frame.tsx';

const started = performance.now();
const site = await loadSiteBuild();
const loaded = performance.now();
let bytes = 0;
let pages = 0;
for (const path of site.routes.entries.keys()) {
  const bundle = site.resolvePage(path);
  if (!bundle) throw new Error(`No page for ${path}`);
  const html = renderToString(
    <MemoryRouter initialEntries={[path]}>
      {/* A page as the root route renders it: in the frame, the consent banner after. */}
      <SiteFrame layout={site.layout} currentPath={bundle.path}>
        <PageView bundle={bundle} />
      </SiteFrame>
      <Analytics />
    </MemoryRouter>,
  );
  bytes += html.length;
  pages += 1;
}
const rendered = performance.now();
console.log(JSON.stringify({ pages, htmlChars: bytes, loadMs: loaded - started, renderMs: rendered - loaded }));
