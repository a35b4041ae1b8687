import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { tellServerBuilt } from './scripts/build/react-router-messages.ts';

/**
 * Tells `npm run build` when the server build is on disk, so its render workers load it while
 * React Router prerenders its sample (decision 131). Last and in order: after every plugin has
 * written the server environment's files.
 */
const serverBuilt: Plugin = {
  name: 'foaje:server-built',
  apply: 'build',
  writeBundle: {
    sequential: true,
    order: 'post',
    handler() {
      if (this.environment.name === 'ssr') tellServerBuilt();
    },
  },
};

export default defineConfig({
  plugins: [reactRouter(), serverBuilt],
  // One stylesheet for the site's frame (header, menus, footer, grid, search, member entry,
  // consent banner), linked by the root route; the block kinds' CSS is inline per page
  // (app/site/page-styles.tsx, decision 100).
  build: { cssCodeSplit: false },
  // The server build needs no CSS file; split there, it emits none (one merged file would be
  // copied into the client's assets, unused).
  environments: { ssr: { build: { cssCodeSplit: true } } },
  // Prerendering runs a preview server whose watcher would otherwise react to every file
  // written into build/ (shared/STACK-NOTES.md, pitfall 3).
  server: { watch: { ignored: ['**/build/**', '**/build.*/**'] } },
});
