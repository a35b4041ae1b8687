import type { Config } from '@react-router/dev/config';
import routes from './app/routes.ts';
import { readEnvironment } from './app/model/environment.ts';
import { onePathPerRoute, waitForSnapshot } from './scripts/site-builder/react-router-internals.ts';

export default {
  ssr: false,
  buildDirectory: readEnvironment().FOAJE_REACT_ROUTER_OUT_DIR,
  prerender: {
    // Every page of the route table; `/404` becomes 404.html in the post-build step.
    // `npm run build` renders the pages on every core itself (scripts/site-builder/render-pool.ts,
    // decision 70) and sets FOAJE_PRERENDER=one-per-route: React Router then prerenders one path
    // per route, which its `ssr: false` checks ask for. Unset, React Router renders them all.
    async paths() {
      // `npm run build` starts this process while the content still loads (decision 131).
      await waitForSnapshot();
      // Imported here: the config loads before the bundle starts, the site's engine only when asked.
      const { loadSiteBuild, prerenderPaths } = await import('./app/routes/site-build.server.ts');
      const all = prerenderPaths(await loadSiteBuild());
      return readEnvironment().FOAJE_PRERENDER === 'one-per-route' ? onePathPerRoute(routes, all) : all;
    },
    concurrency: 4,
  },
} satisfies Config;
