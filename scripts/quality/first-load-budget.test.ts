import { expect, test } from 'vitest';
import { withScriptsAfterLoad } from '../post-build/scripts-after-load.ts';
import {
  budgetFrom,
  firstLoadAssets,
  INLINE_STYLE,
  measurePage,
  overBudget,
  type PageLoad,
  unhashedName,
} from './first-load-budget.ts';

const html = `<html><head>
<link rel="modulepreload" href="/assets/entry.client-DVe3-ac7.js"/>
<link rel="modulepreload" href="/assets/page-BX703vnq.js"/>
<link rel="stylesheet" href="/assets/root-CF9gOaWB.css"/>
<link href="/assets/site-frame-C6NiIUP-.css#" rel="stylesheet"/>
<link rel="icon" href="/images/favicon.svg"/>
<style>.a{color:red}</style>
</head><body><script type="module">import "/assets/manifest-97431508.js"; import * as route0 from "/assets/root-Btd55jzQ.js";</script>
<img src="/images/x.jpg"></body></html>`;

test('a page loads its module scripts, modulepreloads and stylesheets at first, each once, and its inline styles', () => {
  expect(firstLoadAssets(html)).toEqual({
    js: [
      '/assets/entry.client-DVe3-ac7.js',
      '/assets/page-BX703vnq.js',
      '/assets/manifest-97431508.js',
      '/assets/root-Btd55jzQ.js',
    ],
    css: ['/assets/root-CF9gOaWB.css', '/assets/site-frame-C6NiIUP-.css'],
    inlineCss: '.a{color:red}',
  });
});

test('a page whose scripts start after load (decision 116) loads the same files, preloads included', () => {
  const page = [
    '<html><head><link rel="modulepreload" href="/assets/manifest-97431508.js"/><link rel="modulepreload" href="/assets/entry.client-DVe3-ac7.js"/>',
    '<link rel="modulepreload" href="/assets/react-dom-Bx1Uq0Ad.js"/><link rel="modulepreload" href="/assets/root-Btd55jzQ.js"/>',
    '<link rel="stylesheet" href="/assets/style-CF9gOaWB.css"/></head><body>',
    '<script type="module" async="">import "/assets/manifest-97431508.js";\nimport * as route0 from "/assets/root-Btd55jzQ.js";\n',
    'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-DVe3-ac7.js");</script></body></html>',
  ].join('');
  const sorted = (assets: ReturnType<typeof firstLoadAssets>) => ({ ...assets, js: [...assets.js].sort() });
  expect(sorted(firstLoadAssets(withScriptsAfterLoad(page)))).toEqual(sorted(firstLoadAssets(page)));
  expect(firstLoadAssets(withScriptsAfterLoad(page)).js).toContain('/assets/react-dom-Bx1Uq0Ad.js');
});

test('files are named without their content hash, so a limit holds across builds', () => {
  expect(unhashedName('/assets/page-BX703vnq.js')).toBe('page.js');
  expect(unhashedName('/assets/manifest-97431508.js')).toBe('manifest.js');
  expect(unhashedName('/assets/site-frame-C6NiIUP-.css#')).toBe('site-frame.css');
  expect(unhashedName('/assets/forgot-password-client-loader-BVfrbkVS.js')).toBe('forgot-password-client-loader.js');
});

test('files of one name on a page add up; inline styles count as one CSS file', () => {
  const page = measurePage(
    '/',
    '<link rel="modulepreload" href="/assets/search-BQaMSLWE.js"><link rel="modulepreload" href="/assets/search-Ckgs_WdK.js"><style>b{}</style>',
    {
      file: (url) => (url.includes('BQ') ? 100 : 50),
      text: () => 7,
    },
  );
  expect(page.files).toEqual([
    { name: 'search.js', kind: 'js', gzip: 150 },
    { name: INLINE_STYLE, kind: 'css', gzip: 7 },
  ]);
});

const home: PageLoad = {
  page: '/',
  files: [
    { name: 'react-dom.js', kind: 'js', gzip: 60_000 },
    { name: 'page.js', kind: 'js', gzip: 10_000 },
    { name: 'page.css', kind: 'css', gzip: 3_000 },
  ],
};
const programme: PageLoad = {
  page: '/kinoprogram',
  files: [...home.files.slice(0, 2), { name: 'page.css', kind: 'css', gzip: 3_100 }],
};
const budget = budgetFrom([home, programme], { percent: 2, bytes: 256 }, 'about');

test('the budget is each page as measured and the largest of each file, plus headroom', () => {
  expect(budget.pages).toEqual({
    '/': { js: 71_400, css: 3_256, files: ['page.css', 'page.js', 'react-dom.js'] },
    '/kinoprogram': { js: 71_400, css: 3_356, files: ['page.css', 'page.js', 'react-dom.js'] },
  });
  expect(budget.files).toEqual({ 'page.css': 3_356, 'page.js': 10_256, 'react-dom.js': 61_200 });
});

test('pages as they were measured are within the budget written from them', () => {
  expect(overBudget([home, programme], budget)).toEqual([]);
});

test('a file grown past its limit fails, naming the file and the pages it grew on', () => {
  const grown = (page: string): PageLoad => ({
    page,
    files: [home.files[0]!, { name: 'page.js', kind: 'js', gzip: 10_300 }, home.files[2]!],
  });
  expect(overBudget([grown('/'), grown('/kinoprogram')], budget)).toEqual([
    'page.js grew to 10.1 KiB gzip, past its budget of 10.0 KiB (+44 B), on /, /kinoprogram',
  ]);
});

test('a page grown past its own limit names the page and the file that grew', () => {
  const grown: PageLoad = {
    page: '/kinoprogram',
    files: [
      { name: 'react-dom.js', kind: 'js', gzip: 62_000 },
      { name: 'page.js', kind: 'js', gzip: 10_000 },
    ],
  };
  expect(overBudget([grown], budget)).toEqual([
    '/kinoprogram: first-load JS is 70.3 KiB gzip, past its budget of 69.7 KiB (+600 B): react-dom.js (grew to 60.5 KiB)',
    'react-dom.js grew to 60.5 KiB gzip, past its budget of 59.8 KiB (+800 B), on /kinoprogram',
  ]);
});

test('a chunk that only loaded on other pages is new in the first load of a page, even within its own limit', () => {
  const withMember = budgetFrom(
    [home, { page: '/logg-inn', files: [{ name: 'schemas.js', kind: 'js', gzip: 24_000 }] }],
    { percent: 2, bytes: 256 },
    'about',
  );
  const zodOnHome: PageLoad = { page: '/', files: [...home.files, { name: 'schemas.js', kind: 'js', gzip: 24_000 }] };
  expect(overBudget([zodOnHome], withMember)).toEqual([
    '/: first-load JS is 91.8 KiB gzip, past its budget of 69.7 KiB (+22600 B): schemas.js (new here, 23.4 KiB)',
    'schemas.js (23.4 KiB gzip) is new in the first load of /',
  ]);
});

test('a page the budget does not list fails until the budget is rewritten', () => {
  expect(overBudget([{ ...home, page: '/ny-side' }], budget)).toEqual([
    '/ny-side: a page the budget does not list (JS 68.4 KiB, CSS 2.9 KiB gzip)',
  ]);
});
