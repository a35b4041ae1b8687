import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { NOT_FOUND_REDIRECT_SCRIPT } from '../../app/client/navigation/not-found-redirect.ts';
import { notFoundPageHtml, stripHydration, writeNotFoundPage } from './not-found-page.ts';

const PRERENDERED = [
  '<!DOCTYPE html><html lang="nb"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-0cfdd9ce.js"/>',
  '<link rel="stylesheet" href="/assets/root-abc.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-CYNMJzlI.js"/></head>',
  '<body><main><h1>Siden finnes ikke</h1></main>',
  '<script>((storageKey, restoreKey) => { if (a < b) {} })("k", null)</script>',
  '<script>window.__reactRouterContext = {"ssr":false};</script>',
  '<script type="module" async="">import "/assets/manifest-0cfdd9ce.js";\nimport("/assets/entry.client-CYNMJzlI.js");</script>',
  '<!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>',
].join('');

test('the 404 page keeps its content and styles but loses every script and module preload', () => {
  const html = stripHydration(PRERENDERED);
  expect(html).toContain('<h1>Siden finnes ikke</h1>');
  expect(html).toContain('<link rel="stylesheet" href="/assets/root-abc.css"/>');
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toContain('modulepreload');
  expect(html).not.toContain('__reactRouterContext');
});

test('404.html has one script, the redirect table applied to its address, at the end of its head', () => {
  const html = notFoundPageHtml(PRERENDERED);
  expect(html.match(/<script/g)).toHaveLength(1);
  expect(html).toContain(`<script>${NOT_FOUND_REDIRECT_SCRIPT}</script></head>`);
  expect(html).not.toContain('__reactRouterContext');
  expect(() => notFoundPageHtml('<p>no head</p>')).toThrow('no </head>');
});

test('upper-case and unquoted script and preload tags are removed too', () => {
  const html = stripHydration('<LINK REL=modulepreload HREF="/a.js"><SCRIPT SRC="/b.js"></SCRIPT ><p>igjen</p>');
  expect(html).toBe('<p>igjen</p>');
});

test('404.html is written from the /404 page, and 404/ and the SPA fallback are removed', async () => {
  const client = await mkdtemp(join(tmpdir(), 'foaje-404-'));
  try {
    await mkdir(join(client, '404'));
    await writeFile(join(client, '404', 'index.html'), PRERENDERED);
    await writeFile(join(client, '__spa-fallback.html'), '<div id="spa"></div>');
    await writeNotFoundPage(client);
    const html = await readFile(join(client, '404.html'), 'utf8');
    expect(html).toBe(notFoundPageHtml(PRERENDERED));
    expect(existsSync(join(client, '404'))).toBe(false);
    expect(existsSync(join(client, '__spa-fallback.html'))).toBe(false);
  } finally {
    await rm(client, { recursive: true, force: true });
  }
});

test('with a folder for unserved pages, the files of the /404 page move there, out of the client folder', async () => {
  const base = await mkdtemp(join(tmpdir(), 'foaje-404-'));
  const client = join(base, 'client');
  const unserved = join(base, 'unserved-pages');
  try {
    await mkdir(join(client, '404'), { recursive: true });
    await writeFile(join(client, '404', 'index.html'), PRERENDERED);
    await writeFile(join(client, '404.data'), '[{"_1":2},"root"]');
    await writeNotFoundPage(client, unserved);
    expect(await readFile(join(client, '404.html'), 'utf8')).toBe(notFoundPageHtml(PRERENDERED));
    expect(existsSync(join(client, '404'))).toBe(false);
    expect(existsSync(join(client, '404.data'))).toBe(false);
    // As rendered, for the next build to keep (scripts/site-builder/previous-output.ts).
    expect(await readFile(join(unserved, '404', 'index.html'), 'utf8')).toBe(PRERENDERED);
    expect(await readFile(join(unserved, '404.data'), 'utf8')).toBe('[{"_1":2},"root"]');
  } finally {
    await rm(base, { recursive: true, force: true });
  }
});

test('a build without a prerendered /404 page is an error', async () => {
  const client = await mkdtemp(join(tmpdir(), 'foaje-404-'));
  try {
    await expect(writeNotFoundPage(client)).rejects.toThrow('/404 page was not prerendered');
  } finally {
    await rm(client, { recursive: true, force: true });
  }
});
