import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  dataFile,
  dataRequest,
  documentFile,
  documentRequest,
  hydrationLines,
  hydrationScriptOf,
  importedModules,
  onePathPerRoute,
  coversEveryRoute,
  reactRouterScriptsOf,
  withoutReactRouterScripts,
} from './react-router-internals.ts';

const repoRoot = join(import.meta.dirname, '../..');

/** The version a package.json names: the project's pin of `name`, or an installed package's own. */
function version(file: string, name?: string): string | undefined {
  const json = JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as {
    version?: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return name === undefined ? json.version : (json.dependencies?.[name] ?? json.devDependencies?.[name]);
}

test('React Router is one exact version: its packages pinned alike, and installed as pinned', () => {
  // An upgrade changes this version (docs/architecture.md, "Upgrading React Router"); a half
  // upgrade, or a range that lets npm pick another, is refused here.
  const pinned = version('package.json', 'react-router');
  expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
  for (const name of ['react-router', '@react-router/dev', '@react-router/node']) {
    expect(version('package.json', name), name).toBe(pinned);
    expect(version(`node_modules/${name}/package.json`), `${name} installed`).toBe(pinned);
  }
});

/** The file of a request as React Router's prerender names it: the URL's path, percent-encoded. */
const fileOf = (request: Request, suffix: string) =>
  `${new URL(request.url).pathname}${suffix}`.replace(/^\/+/, '').replace(/\/\/+/g, '/');

test('the file names made as text are the names React Router gives the requests, for any path', () => {
  const segment = fc.string({ unit: fc.constantFrom(..."aZ09-._~!$&'()*+,;=:@ %?#æ/\\".split('')), maxLength: 8 });
  const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join('/')}`);
  const named = [
    '/',
    '/kinoprogram',
    '/film-dxm-123',
    '/a/./b',
    '/a/../b',
    '/..x',
    '/æøå',
    '/a%20b',
    '/Kulturprogram/',
  ];
  for (const example of named) {
    expect(documentFile(example), example).toBe(fileOf(documentRequest(example, undefined), 'index.html'));
    expect(dataFile(example), example).toBe(fileOf(dataRequest(example), ''));
  }
  fc.assert(
    fc.property(path, (example) => {
      expect(documentFile(example)).toBe(fileOf(documentRequest(example, undefined), 'index.html'));
      expect(dataFile(example)).toBe(fileOf(dataRequest(example), ''));
    }),
    { numRuns: 2000 },
  );
});

test('a payload of 8 KiB of UTF-8 or more never rides along in the document request, so it need not be read as text', () => {
  // renderData decodes only payloads under 8 KiB of bytes: encodeURI writes every byte as at least a character.
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 64 }), (text) => {
      expect(encodeURI(text).length).toBeGreaterThanOrEqual(new TextEncoder().encode(text).length);
    }),
    { numRuns: 2000 },
  );
  const wide = 'æ'.repeat(4096 + 1); // 4 097 characters, 8 194 bytes
  expect(documentRequest('/x', wide).headers.has('X-React-Router-Prerender-Data')).toBe(false);
  expect(documentRequest('/x', 'æ'.repeat(100)).headers.has('X-React-Router-Prerender-Data')).toBe(true);
});

// The end of a page as React Router 8.4 writes it (`<Scripts>`, `ssr: false`).
const HYDRATION = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-4.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0};',
  '',
  'import("/assets/entry.client-2.js");',
].join('\n');
const PAGE = [
  '<head><link rel="modulepreload" href="/assets/root-4.js"/></head><body><main>x</main>',
  '<script>window.__reactRouterContext = {"ssr":false};</script>',
  `<script type="module" async="">${HYDRATION}</script></body>`,
].join('');

test("React Router's hydration script is found, its imports read, the modules it imports listed", () => {
  const script = hydrationScriptOf(PAGE);
  expect(script?.body).toBe(HYDRATION);
  expect(PAGE.slice(script?.index, (script?.index ?? 0) + (script?.length ?? 0))).toBe(
    `<script type="module" async="">${HYDRATION}</script>`,
  );
  expect(hydrationLines(HYDRATION)).toEqual([
    { kind: 'side-effect', specifier: '"/assets/manifest-1.js"' },
    { kind: 'namespace', name: 'route0', specifier: '"/assets/root-4.js"' },
    { kind: 'statement', text: 'window.__reactRouterRouteModules = {"root":route0};' },
    { kind: 'statement', text: 'import("/assets/entry.client-2.js");' },
  ]);
  expect(importedModules(PAGE)).toEqual(['/assets/manifest-1.js', '/assets/root-4.js', '/assets/entry.client-2.js']);
});

test('a page React Router does not hydrate has no hydration script; one whose hydration script changed shape stops the build', () => {
  expect(hydrationScriptOf('<meta http-equiv="refresh" content="0;url=/a">')).toBeUndefined();
  expect(hydrationScriptOf('<script type="module">import "/a.js";</script>')).toBeUndefined();
  const renamed = PAGE.replace('__reactRouterRouteModules', '__reactRouterModules');
  expect(() => hydrationScriptOf(renamed)).toThrow(/react-router-internals\.ts/);
  expect(() => hydrationScriptOf(PAGE.replace('async=""', 'defer=""'))).toThrow(/hydration script/);
  expect(() => hydrationScriptOf(`${PAGE}${PAGE}`)).toThrow('two React Router hydration scripts');
  expect(() => hydrationLines('import { a } from "/assets/a.js";')).toThrow('an import the build cannot read');
});

test("a page's own inline scripts stay when React Router's scripts and preloads are taken out, and those come back in order", () => {
  const own = '<script>document.documentElement.dataset.clock="1"</script>';
  const page = PAGE.replace('<main>', `${own}<main>`);
  expect(withoutReactRouterScripts(page)).toBe(`<head></head><body>${own}<main>x</main></body>`);
  expect(reactRouterScriptsOf(page)).toEqual([
    '<script>window.__reactRouterContext = {"ssr":false};</script>',
    `<script type="module" async="">${HYDRATION}</script>`,
  ]);
});

const routes = [
  { id: 'home', file: 'routes/page.tsx', index: true },
  { file: 'routes/not-found.tsx', path: '404' },
  { file: 'routes/member/log-in.tsx', path: 'logg-inn' },
  { id: 'film', file: 'routes/film.tsx', path: 'film/:slug' },
  { id: 'page', file: 'routes/page.tsx', path: '*' },
];

test('React Router gets the first path of every route the pages reach, matched as it matches them', () => {
  const paths = ['/', '/kinoprogram', '/film/a', '/kulturprogram', '/film/b', '/logg-inn', '/404'];
  expect(onePathPerRoute(routes, paths)).toEqual(['/', '/kinoprogram', '/film/a', '/logg-inn', '/404']);
});

test('a route no page reaches gets no path', () => {
  expect(onePathPerRoute(routes, ['/kinoprogram', '/filmer'])).toEqual(['/kinoprogram']);
});

test('paths from a smaller venue cover the build when they reach every route its pages reach, and are its pages', () => {
  const all = ['/', '/kinoprogram', '/film/a', '/logg-inn', '/404'];
  expect(coversEveryRoute(routes, ['/', '/kinoprogram', '/film/a', '/logg-inn', '/404'], all)).toBe(true);
  // No film page in the smaller venue: the film route would not be prerendered by React Router.
  expect(coversEveryRoute(routes, ['/', '/kinoprogram', '/logg-inn', '/404'], all)).toBe(false);
  // A page the build does not have: React Router's file for it would stay in the output.
  expect(coversEveryRoute(routes, ['/', '/om-oss', '/film/a', '/logg-inn', '/404'], all)).toBe(false);
});
