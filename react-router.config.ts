import type { Config } from '@react-router/dev/config';
import { MEMBER_PATHS } from './app/member/member-paths.ts';
import { readEnvironment } from './app/model/environment.ts';
import { loadSiteBuild } from './app/routes/site-build.server.ts';

export default {
  ssr: false,
  buildDirectory: readEnvironment().FOAJE_BUILD_DIR,
  prerender: {
    // Every page of the route table; `/404` becomes 404.html in the post-build step.
    async paths() {
      const site = await loadSiteBuild();
      // Member pages are shells of client-only routes; a content page may not take their path.
      const member = Object.values(MEMBER_PATHS);
      const taken = member.filter((path) => site.routes.entries.has(path));
      if (taken.length > 0) throw new Error(`Content pages use member paths: ${taken.join(', ')}`);
      return [...site.routes.entries.keys(), ...member, '/404'];
    },
    concurrency: 4,
  },
} satisfies Config;
