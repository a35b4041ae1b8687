import type { Config } from '@react-router/dev/config';
import { MEMBER_PATHS } from './app/member/member-paths.ts';
import { loadSiteBuild } from './app/routes/site-build.server.ts';
import { SEARCH_PATH } from './app/search/search-document.ts';

export default {
  ssr: false,
  buildDirectory: process.env['FOAJE_BUILD_DIR'] ?? 'build',
  prerender: {
    // Every page of the route table; `/404` becomes 404.html in the post-build step.
    async paths() {
      const site = await loadSiteBuild();
      // Member pages are shells of client-only routes; a content page may not take their path.
      const member = Object.values(MEMBER_PATHS);
      const taken = member.filter((path) => site.routes.entries.has(path));
      if (taken.length > 0) throw new Error(`Content pages use member paths: ${taken.join(', ')}`);
      // The search page (app/routes/search.tsx) has a fixed route; the theme must name it.
      const search = site.snapshot.theme.search;
      if (site.routes.entries.has(SEARCH_PATH)) throw new Error(`A content page uses the search path ${SEARCH_PATH}`);
      if (search.enabled && search.submitPath !== SEARCH_PATH) {
        throw new Error(`theme.search.submitPath must be ${SEARCH_PATH} (the search page's route), got "${search.submitPath}"`);
      }
      return [...site.routes.entries.keys(), ...member, ...(search.enabled ? [SEARCH_PATH] : []), '/404'];
    },
    concurrency: 4,
  },
} satisfies Config;
