import type { Config } from '@react-router/dev/config';
import { loadSiteBuild } from './app/routes/site-build.server.ts';

export default {
  ssr: false,
  buildDirectory: process.env['FOAJE_BUILD_DIR'] ?? 'build',
  prerender: {
    // Every page of the route table; `/404` becomes 404.html in the post-build step.
    async paths() {
      const site = await loadSiteBuild();
      return [...site.routes.entries.keys(), '/404'];
    },
    concurrency: 4,
  },
} satisfies Config;
