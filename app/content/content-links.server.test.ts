import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { z } from 'zod';
import { isSafeHref } from '../model/common.ts';
import { ContentValidationError } from './content-error.ts';
import { loadContentFromDir } from './file-source.server.ts';

/** Decision 46: no link of the content may run script or open a document of its own. */

const VALID = path.join(import.meta.dirname, 'fixtures', 'valid');
const TODAY = '2026-11-21';
const blockSchemas: Readonly<Record<string, z.ZodType>> = {
  article: z.object({ article: z.string(), from: z.string().optional() }),
};
const SITE_HOST = 'https://www.testsal.example';
const MESSAGE =
  'expected a site path or an http(s), mailto: or tel: URL (javascript:, data: and vbscript: links are not allowed)';

const copies: string[] = [];
afterEach(async () => {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A copy of the valid fixture with one JSON file changed by `edit`. */
async function fixtureWith(file: string, edit: (json: Record<string, unknown>) => void): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'foaje-links-'));
  copies.push(dir);
  await cp(VALID, dir, { recursive: true });
  const json = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Record<string, unknown>;
  edit(json);
  await writeFile(path.join(dir, file), JSON.stringify(json));
  return dir;
}

async function issuesOf(dir: string): Promise<string[]> {
  try {
    await loadContentFromDir(dir, { today: TODAY, blockSchemas });
  } catch (error) {
    if (error instanceof ContentValidationError) return error.message.split('\n').slice(1);
    throw error;
  }
  throw new Error('expected the content to be invalid');
}

test.each([
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
])('a menu path of %j is refused, naming the file, the item and the field', async (bad) => {
  const dir = await fixtureWith('theme.json', (theme) => {
    (theme['menu'] as Array<Record<string, unknown>>)[1]!['path'] = bad;
  });
  expect(await issuesOf(dir)).toEqual([`${dir}/theme.json: $.menu[1].path: ${MESSAGE}`]);
});

test('a footer href of javascript: is refused', async () => {
  const dir = await fixtureWith('theme.json', (theme) => {
    const column = (theme['footer'] as Array<{ items: Array<Record<string, unknown>> }>)[0]!;
    column.items.push({ type: 'text', value: 'Klikk', href: 'javascript:alert(document.cookie)', order: 1 });
  });
  expect(await issuesOf(dir)).toEqual([`${dir}/theme.json: $.footer[0].items[1].href: ${MESSAGE}`]);
});

test('a redirect to data: is refused, naming the entry', async () => {
  const dir = await fixtureWith('redirects.json', (redirects) => {
    (redirects as unknown as Array<Record<string, string>>).push({
      fromPath: '/lur',
      toPath: 'data:text/html;base64,PHNjcmlwdD4=',
    });
  });
  expect(await issuesOf(dir)).toEqual([`${dir}/redirects.json: $[1].toPath: ${MESSAGE}`]);
});

test('a redirect off the site needs "external": true; a protocol-relative one is refused, naming the entry', async () => {
  const dir = await fixtureWith('redirects.json', (redirects) => {
    (redirects as unknown as Array<Record<string, unknown>>).push(
      { fromPath: '/billetter', toPath: 'https://billett.example.no/118' },
      { fromPath: '/kampanje', toPath: '//evil.example/logg-inn' },
      { fromPath: '/kampanje2', toPath: '/\\evil.example', external: true },
      { fromPath: '/avtalt', toPath: 'https://billett.example.no/118', external: true },
      { fromPath: '/merket', toPath: '/om', external: true },
    );
  });
  expect(await issuesOf(dir)).toEqual([
    `${dir}/redirects.json: $[1].toPath: "https://billett.example.no/118" leaves the site: set "external": true on this redirect if it is meant to`,
    `${dir}/redirects.json: $[2].toPath: expected a site path or an https:// URL, received the protocol-relative "//evil.example/logg-inn"`,
    `${dir}/redirects.json: $[3].toPath: expected a site path or an https:// URL, received the protocol-relative "/\\evil.example"`,
    `${dir}/redirects.json: $[5].external: expected an absolute URL of another site in toPath for an external redirect, received "/om"`,
  ]);
});

test('a redirect to the site’s own host by its full URL is not external', async () => {
  const dir = await fixtureWith('redirects.json', (redirects) => {
    (redirects as unknown as Array<Record<string, unknown>>).push({ fromPath: '/hjem', toPath: `${SITE_HOST}/om` });
  });
  await expect(loadContentFromDir(dir, { today: TODAY, blockSchemas })).resolves.toBeDefined();
});

test('the site and ticketing hosts must be http(s)', async () => {
  const dir = await fixtureWith('site.json', (site) => {
    site['host'] = 'javascript:alert(1)';
    site['ticketing'] = { host: 'vbscript:x', channel: 'web' };
  });
  const issues = await issuesOf(dir);
  expect(issues).toContain(`${dir}/site.json: $.host: expected an http:// or https:// URL`);
  expect(issues).toContain(`${dir}/site.json: $.ticketing.host: expected an http:// or https:// URL`);
});

test('site paths, anchors, http(s), mailto: and tel: links are fine', () => {
  for (const good of [
    '/',
    '/kinoprogram?dag=1#x',
    '#tickets',
    'https://www.facebook.com/x',
    'http://example.no',
    'mailto:post@example.no',
    'tel:+4712345678',
    'kontakt',
  ]) {
    expect(isSafeHref(good), good).toBe(true);
  }
});
