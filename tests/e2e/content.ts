/**
 * Reads the sample venue's content files so the browser suite checks what the content says,
 * rather than copies of it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageConfig } from '../../app/model/page-config.ts';
import type { Production } from '../../app/model/production.ts';
import type { Redirect, Site, Theme } from '../../app/model/site.ts';

const root = process.env['FOAJE_CONTENT_DIR'] ?? 'content';

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(root, file), 'utf8')) as T;
}

function readDir<T>(dir: string): T[] {
  return readdirSync(join(root, dir))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readJson<T>(join(dir, name)));
}

const siteFile = readJson<Site>('site.json');
/**
 * The site as built: `FOAJE_TICKETING_HOST` (set by `npm run test:e2e`) points its purchase links
 * at the local reference checkout, as the build does (app/routes/site-build.server.ts).
 */
export const site: Site = process.env['FOAJE_TICKETING_HOST']
  ? { ...siteFile, ticketing: { ...siteFile.ticketing, host: process.env['FOAJE_TICKETING_HOST'].replace(/\/+$/, '') } }
  : siteFile;
export const theme = readJson<Theme>('theme.json');
export const redirects = readJson<Redirect[]>('redirects.json');
export const pages = readDir<PageConfig>('pages');
export const productions = readDir<Production>('productions');

/** Static pages (no `:param` in their path). */
export const staticPages = pages.filter((page) => !page.path.includes(':'));
