import { expect, test } from 'vitest';
import { withScriptsAfterLoad } from '../post-build/scripts-after-load.ts';
import { type BuiltSite, checkReferences, referencesOf, srcsetUrls } from './site-links.ts';

const site: BuiltSite = {
  files: new Set([
    'index.html',
    'kinoprogram/index.html',
    'assets/root-a1.js',
    'assets/root-b2.css',
    'images/posters/ferje.svg',
  ]),
  pages: new Set(['/', '/kinoprogram']),
  redirects: new Map([['/kino', '/kinoprogram']]),
  origin: 'https://www.fjordheim.example',
  ticketingOrigin: 'https://billett.fjordheim.example',
  purchaseLink: (n) => `https://billett.fjordheim.example/118/events/${n}/purchase?kanal=web`,
};

function problemsOf(html: string): string[] {
  return checkReferences('/x', referencesOf(html), site);
}

test('links to pages, in-page anchors and files of the build pass', () => {
  const html = [
    '<a href="/">Hjem</a><a href="/kinoprogram?dag=2#liste">Program</a><a href="#main">Hopp</a>',
    '<link rel="stylesheet" href="/assets/root-b2.css"/><link rel="canonical" href="https://www.fjordheim.example/kinoprogram"/>',
    '<img src="/images/posters/ferje.svg?w=400&amp;h=600" srcset="/images/posters/ferje.svg?w=200 200w, /images/posters/ferje.svg?w=400 400w"/>',
    '<script type="module">import * as route0 from "/assets/root-a1.js";</script>',
  ].join('');
  expect(problemsOf(html)).toEqual([]);
});

test('a link to an old path of the redirect table is reported, however it is written', () => {
  const html =
    '<a href="/kino">Kino</a><a href="/kino/?dag=2">Kino</a><link rel="canonical" href="https://www.fjordheim.example/kino"/>';
  expect(problemsOf(html)).toEqual([
    '/x: <a> /kino: an old path of the redirect table (/kino); the site links its target',
    '/x: <a> /kino/?dag=2: an old path of the redirect table (/kino); the site links its target',
    '/x: <link> https://www.fjordheim.example/kino: an old path of the redirect table (/kino); the site links its target',
  ]);
});

test('a link to no page and an asset that is not in the build are reported with the page', () => {
  const html =
    '<a href="/filmer">Filmer</a><script type="module">import("/assets/entry-zz.js");</script><img src="/images/mangler.svg"/>';
  expect(problemsOf(html)).toEqual([
    '/x: <img> /images/mangler.svg: no such file in the build',
    '/x: <script> /assets/entry-zz.js: no such file in the build',
    '/x: <a> /filmer: no page of the site',
  ]);
});

test('a module the page preloads after load (decision 116) must be a file of the build', () => {
  const html = withScriptsAfterLoad(
    '<link rel="modulepreload" href="/assets/root-a1.js"/><link rel="modulepreload" href="/assets/gone-c3.js"/>' +
      '<script type="module" async="">import * as route0 from "/assets/root-a1.js";\nwindow.__reactRouterRouteModules = {"root":route0};</script>',
  );
  expect(problemsOf(html)).toEqual(['/x: <link> /assets/gone-c3.js: no such file in the build']);
});

test('a canonical link to a page the site does not have is reported', () => {
  expect(problemsOf('<link rel="canonical" href="https://www.fjordheim.example/borte"/>')).toEqual([
    '/x: <link> https://www.fjordheim.example/borte: no page of the site',
  ]);
});

test('purchase links must have the spec shape; other ticketing pages only need to be well formed', () => {
  const ok =
    '<a href="https://billett.fjordheim.example/118/events/100118/purchase?kanal=web" rel="noopener noreferrer">Kjøp</a>';
  const help =
    '<a href="https://billett.fjordheim.example/hjelp/mobilbillett" rel="noopener noreferrer" target="_blank">Hjelp</a>';
  const wrong =
    '<a href="https://billett.fjordheim.example/178/events/100118/purchase" rel="noopener noreferrer">Kjøp</a>';
  expect(problemsOf(ok + help)).toEqual([]);
  expect(problemsOf(wrong)).toEqual([
    '/x: <a> https://billett.fjordheim.example/178/events/100118/purchase: a purchase link must read https://billett.fjordheim.example/118/events/100118/purchase?kanal=web',
  ]);
});

test('outbound links need rel="noopener noreferrer" and a well-formed URL', () => {
  expect(
    problemsOf(
      '<a href="https://www.instagram.com/fjordheimkino">Instagram</a><a href="https://exa mple.org">x</a><a href="javascript:void 0">y</a>',
    ),
  ).toEqual([
    '/x: <a> https://www.instagram.com/fjordheimkino: an outbound link needs rel="noopener noreferrer"',
    '/x: <a> https://exa mple.org: not a well-formed URL',
    '/x: <a> javascript:void 0: unexpected scheme javascript:',
  ]);
  expect(problemsOf('<a href="mailto:post@fjordheim.example">E-post</a>')).toEqual([]);
});

test('srcset candidates are read whole, commas inside a URL included', () => {
  expect(srcsetUrls('/a.svg?crop=faces,top&w=200 200w, /a.svg?crop=faces,top&w=400 400w')).toEqual([
    '/a.svg?crop=faces,top&w=200',
    '/a.svg?crop=faces,top&w=400',
  ]);
  expect(srcsetUrls('/a.jpg 1x,/b.jpg 2x')).toEqual(['/a.jpg', '/b.jpg']);
  expect(srcsetUrls('/a.jpg, /b.jpg')).toEqual(['/a.jpg', '/b.jpg']);
});
