import { defineConfig } from 'vitest/config';

// A config of its own, so Vitest does not load vite.config.ts and its React Router plugin
// (which expects to run inside `react-router build` or `dev`).
export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    // CAREFUL: no `env.TZ` here. Dates are formatted for Europe/Oslo in code, so the suite must
    // pass in whatever time zone the machine has.
    testTimeout: 20_000,
  },
});
