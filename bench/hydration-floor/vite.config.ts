import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The build goes to the repository's build-bench/, outside this folder, which Vite leaves as
  // it is unless told: emptied, so old hashed files do not pile up build after build.
  build: { emptyOutDir: true },
  // Prerendering runs a preview server: on one of the bench's ports, not Vite's 4173, which the
  // browser suite may hold.
  preview: { port: 4197, strictPort: true },
});
