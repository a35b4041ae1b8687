import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
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
