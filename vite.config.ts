import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // Prerendering runs a preview server whose watcher would otherwise react to every file
  // written into build/ (shared/STACK-NOTES.md, pitfall 3).
  server: { watch: { ignored: ['**/build/**', '**/build.*/**'] } },
});
