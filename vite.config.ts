import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isPreview }) => ({
  plugins: [reactRouter()],
  // One stylesheet for the site's frame (header, menus, footer, grid, search, member entry,
  // consent banner), linked by the root route; the block kinds' CSS is inline per page
  // (app/site/page-styles.tsx, decision 100).
  build: {
    cssCodeSplit: false,
    // React Router in one chunk (decision 182): every page loads all of it anyway, and split by
    // which routes import which of its modules it cost every page extra chunks and bytes.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
            // The frame the root route renders on every page (decision 189), in one chunk: split
            // by which routes share which of its modules, it was four chunks and 360 B more.
            {
              name: 'site-frame',
              test: /app[\\/](site[\\/](site-frame|header|header-menu|footer|icons|links|search-slot|account-slot|idle-prefetch|idle-prefetch-plan|use-idle|not-found-view)|blocks[\\/]parts[\\/]use-hydrated|search[\\/]search-path)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  // The server build needs no CSS file; split there, it emits none (one merged file would be
  // copied into the client's assets, unused).
  environments: { ssr: { build: { cssCodeSplit: true } } },
  // Prerendering runs a preview server, which needs no watcher: one walks the whole repository
  // first, and with a built site of 10 000 pages anywhere in it outside build/ (the bench's
  // build-bench/) that walk took 6–14 s of the build and 150 MiB (decision 132). The dev server
  // watches, but not the files written into build/ (each file written there would wake it).
  server: { watch: isPreview === true ? null : { ignored: ['**/build/**', '**/build.*/**'] } },
}));
