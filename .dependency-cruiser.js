// @ts-check
/**
 * Import cycles, type-only imports included (`npm run lint`). ESLint's `import-x/no-cycle`
 * skips `import type`, and a cycle through types still ties two modules together.
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A module must not reach itself through its imports, type-only imports included.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Keep the imports TypeScript erases (`import type`), which a cycle check must see.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: '^node_modules' },
    // Output, caches and generated types; `build-*` and `build.*` are side-by-side builds.
    exclude: { path: '^(build|build[.-][^/]*|test-results[^/]*|playwright-report|\\.react-router|\\.cache)/' },
  },
};
