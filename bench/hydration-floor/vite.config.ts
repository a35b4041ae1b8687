import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// Prerendering runs a preview server: on one of the bench's ports, not Vite's 4173, which the
// browser suite may hold.
export default defineConfig({ plugins: [reactRouter()], preview: { port: 4197, strictPort: true } });
