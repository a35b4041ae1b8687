/**
 * Every page of the sample venue (content/), resolved by the real engine and rendered with
 * the block components: the page configurations in content/pages/ and the blocks together.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, expect, test } from 'vitest';
import { createPageResolver, type PageResolver } from '../engine/resolve-page.ts';
import { blocksOf, type PageBundle } from '../model/page-bundle.ts';
import { BlockView } from './block-view.tsx';
import { blockDefinitions } from './definitions.ts';
import { loadSampleVenue } from './sample-venue.test-support.ts';

let resolver: PageResolver;
beforeAll(() => {
  const snapshot = loadSampleVenue('2026-11-21');
  resolver = createPageResolver(snapshot, blockDefinitions);
});

function page(path: string): PageBundle {
  const bundle = resolver.resolvePage(path);
  if (!bundle) throw new Error(`no page at ${path}`);
  return bundle;
}

function html(bundle: PageBundle): string {
  return blocksOf(bundle)
    .map((block) => renderToStaticMarkup(<BlockView block={block} />))
    .join('');
}

const STATIC_PATHS = [
  '/',
  '/kinoprogram',
  '/filmer',
  '/kommende',
  '/kulturprogram',
  '/den-store-kinodagen',
  '/informasjon',
  '/fjordheim',
  '/om-jubileet',
  '/markering-i-havnaparken',
  '/leiepriser',
  '/ansatte-og-avdelinger',
  '/aldersgrenser',
  '/kontakt',
  '/personvern',
  '/article/info-om-cookies',
  '/null',
];

test('every static route of the spec has a page', () => {
  for (const path of STATIC_PATHS) expect(resolver.routes.entries.has(path), path).toBe(true);
});

test('every page of the site has exactly one h1', () => {
  expect(resolver.routes.entries.size).toBeGreaterThan(STATIC_PATHS.length + 20);
  for (const path of resolver.routes.entries.keys()) {
    expect(html(page(path)).match(/<h1[ >]/g)?.length ?? 0, path).toBe(1);
  }
});

test('the home page has the spec blocks in order and its meta', () => {
  const home = page('/');
  expect(blocksOf(home).map((block) => block.component)).toEqual([
    'slideshow',
    'cover-flow',
    'schedule',
    'culture-program',
    'quick-links',
  ]);
  expect(home.meta.title).toBe('Fjordheim | Forside');
  const markup = html(home);
  expect(markup).toContain('>Se alle filmer</a>');
  expect(markup).toContain('href="/aldersgrenser"');
});

test('a film page has its cover, title, summary, tickets and ratings, filled from the film', () => {
  const film = [...resolver.routes.entries.values()].find((entry) => entry.pageId === 'film');
  if (!film) throw new Error('no film pages');
  const bundle = page(film.path);
  expect(blocksOf(bundle).map((block) => block.component)).toEqual([
    'cover',
    'title',
    'movie-info',
    'ticket-list',
    'movie-info',
  ]);
  expect(bundle.meta.title).toMatch(/^.+ \| Fjordheim kino$/);
  expect(html(bundle)).toContain('id="tickets"');
});

test('a culture page shows its title on the cover, its tickets and its information', () => {
  const culture = [...resolver.routes.entries.values()].find((entry) => entry.pageId === 'culture');
  if (!culture) throw new Error('no culture pages');
  expect(blocksOf(page(culture.path)).map((block) => block.component)).toEqual(['cover', 'ticket-list', 'movie-info']);
});

test('the staff page puts the contact article in a narrow side column', () => {
  const bundle = page('/ansatte-og-avdelinger');
  expect(bundle.rows.find((row) => row.index === 1)?.columns.map((column) => column.span)).toEqual([
    { xs: 12, md: 8, lg: 9 },
    { xs: 12, md: 4, lg: 3 },
  ]);
  const placed = bundle.rows.flatMap((row) =>
    row.columns.flatMap((column, position) => column.blocks.map((block) => [block.component, row.index, position])),
  );
  expect(placed).toEqual([
    ['title', 0, 0],
    ['text', 1, 0],
    ['text', 1, 1],
  ]);
});

test('a page asks for the live counts of exactly the ticket lines it shows, in page order', () => {
  const film = [...resolver.routes.entries.values()].find((entry) => entry.pageId === 'film');
  if (!film) throw new Error('no film pages');
  const bundle = page(film.path);
  const shown = [...html(bundle).matchAll(/data-event-id="(e-\d+)"/g)].map((match) => match[1]);
  expect(bundle.liveEventIds.length).toBeGreaterThan(0);
  expect(bundle.liveEventIds).toEqual([...new Set(shown)]);
  const home = page('/');
  expect(home.liveEventIds).toEqual([
    ...new Set([...html(home).matchAll(/data-event-id="(e-\d+)"/g)].map((match) => match[1])),
  ]);
  expect(page('/leiepriser').liveEventIds).toEqual([]);
});

test('a film page carries its Movie and screenings as JSON-LD; a page without a ticket list carries none', () => {
  const film = [...resolver.routes.entries.values()].find((entry) => entry.pageId === 'film');
  if (!film) throw new Error('no film pages');
  const [movie, ...screenings] = page(film.path).structuredData;
  expect(movie).toMatchObject({ '@context': 'https://schema.org', '@type': 'Movie' });
  expect(screenings.every((node) => node['@type'] === 'ScreeningEvent')).toBe(true);
  expect(page('/').structuredData).toEqual([]);
});

test('beside each film screening’s time the programme, the schedule and a film’s tickets say when the film starts', () => {
  // The sample venue's site.json: 15 minutes of trailers and ads before each film.
  const film = [...resolver.routes.entries.values()].find((entry) => entry.pageId === 'film');
  const culture = [...resolver.routes.entries.values()].find((entry) => entry.pageId === 'culture');
  if (!film || !culture) throw new Error('no detail pages');
  for (const [path, rowClass, timeClass] of [
    ['/kinoprogram', 'program-screening', 'program-time'],
    ['/', 'schedule-event', 'schedule-time'],
    [film.path, 'ticket-list-event', 'ticket-list-time'],
  ] as const) {
    const rows = html(page(path)).split(`class="${rowClass}"`).slice(1);
    expect(rows.filter((row) => row.includes('block-film-starts')).length, path).toBeGreaterThan(0);
    for (const row of rows) {
      const time = new RegExp(`class="${timeClass}">(\\d\\d):(\\d\\d)<`).exec(row);
      const minutes = Number(time?.[1]) * 60 + Number(time?.[2]) + 15;
      const starts = `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      // The home page's schedule also lists culture events, which have no trailers.
      if (row.includes('block-film-starts') || path !== '/') {
        expect(row, path).toContain(`<span class="block-film-starts">Filmen starter ca. ${starts}</span>`);
      }
    }
  }
  expect(html(page(culture.path))).not.toContain('block-film-starts');
});

test('the generated /null page is kept out of search engines', () => {
  expect(page('/null').meta.noindex).toBe(true);
  expect(page('/informasjon').meta.noindex).toBe(false);
});
