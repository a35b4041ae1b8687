/**
 * The documents of the search index, built from the validated content at build
 * time: films now showing and coming, culture items with a coming date, information pages and
 * articles. Pure, so the index writer, the /search page's A–Å list and the tests share it.
 */
import { itemCategory } from '../blocks/parts/ticket/analytics-item.ts';
import { toTicketView } from '../blocks/parts/ticket/event-view.ts';
import { ageLimitText } from '../blocks/title/resolve.ts';
import { imageUrl } from '../engine/urls/image-url.ts';
import { productionPath } from '../engine/urls/site-paths.ts';
import { datePart } from '../locale/dates.ts';
import type { Article, ContentSnapshot } from '../model/content-snapshot.ts';
import type { Event } from '../model/event.ts';
import type { PageConfig } from '../model/page-config.ts';
import type { Production } from '../model/production.ts';
import { compareBokmal, foldTerm } from './fold.ts';
import { rankOf, type IndexedDoc, type SearchDate } from './search-document.ts';
import { tokenize } from './words.ts';

/** The pages the route table prerenders (a subset of RouteEntry). */
export interface SearchablePage {
  path: string;
  pageId: string;
  params: Readonly<Record<string, string>>;
  noindex: boolean;
}

/** How many coming dates a result carries: enough for the browser to skip those already past today. */
const DATES_PER_RESULT = 3;
/** The list shows posters at 64x96; the index names the 2x crop. */
const THUMB = { w: 128, h: 192 } as const;
/** Descriptions are cut here: they help ranking a little and would swell the index a lot. */
const TEXT_CHARS = 240;

function property(production: Production, name: string): string | undefined {
  return production.properties.find((p) => p.property === name)?.value;
}

function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase('nb') + text.slice(1);
}

function plainText(htmlOrMarkdown: string): string {
  return htmlOrMarkdown
    .replace(/<[^>]*>/g, ' ')
    .replace(/[#*_>[\]()`]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function cut(text: string): string {
  if (text.length <= TEXT_CHARS) return text;
  const at = text.lastIndexOf(' ', TEXT_CHARS);
  return text.slice(0, at > 0 ? at : TEXT_CHARS);
}

function thumbnail(snapshot: ContentSnapshot, production: Production): string | null {
  const asset =
    production.assets.find((a) => a.type === 'first_poster') ?? production.assets.find((a) => a.type === 'first_image');
  return asset ? imageUrl(snapshot.site, asset, THUMB) : null;
}

/** The coming dates of a result; the ticket link and its id as every programme block makes them. */
function datesOf(snapshot: ContentSnapshot, events: readonly Event[]): SearchDate[] {
  return events.slice(0, DATES_PER_RESULT).map((event) => {
    const ticket = toTicketView(snapshot.site, event, false);
    return { start: event.startDate, buy: ticket.purchaseUrl, event: ticket.id };
  });
}

/**
 * The keywords of a document, each word once ('Konsert' and the category `konsert` are one).
 * Kind words ('film', 'kultur') are left out: every document would carry them, and at 10 000
 * documents they were a sixth of the index (decision 81); the groups name the kinds.
 */
export function keywordText(phrases: readonly string[]): string {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of phrases.flatMap((phrase) => tokenize(phrase))) {
    const folded = foldTerm(word);
    if (seen.has(folded)) continue;
    seen.add(folded);
    words.push(word);
  }
  return words.join(' ');
}

function productionDoc(snapshot: ContentSnapshot, production: Production, events: readonly Event[]): IndexedDoc | null {
  const kind = production.object === 'movie' ? 'film' : 'culture';
  // A culture item lives by its dates: once the last is past it is archive, never a result.
  if (kind === 'culture' && events.length === 0) return null;
  const genre = property(production, 'genre') ?? (production.category ? capitalised(production.category) : null);
  const keywords = keywordText([
    genre ?? '',
    production.category ?? '',
    production.originalTitle ?? '',
    property(production, 'director') ?? '',
    ...production.features.map((f) => f.name),
  ]);
  return {
    doc: {
      kind,
      title: production.title,
      path: productionPath(production),
      image: thumbnail(snapshot, production),
      status: production.objectClass === 'movie_coming' ? 'upcoming' : 'current',
      age: ageLimitText(production.features) ?? null,
      dates: datesOf(snapshot, events),
      genre,
      category: itemCategory(production),
    },
    fields: {
      title: production.title,
      keywords,
      // Summaries stay out: they doubled the index at 10 000 documents (decision 81).
      text: '',
    },
  };
}

function articleOf(config: PageConfig, articles: ReadonlyMap<string, Article>): Article | undefined {
  for (const block of config.blocks) {
    const id = (block.data as Record<string, unknown> | undefined)?.['article'];
    if (typeof id === 'string' && articles.has(id)) return articles.get(id);
  }
  return undefined;
}

function pageDoc(config: PageConfig, path: string, articles: ReadonlyMap<string, Article>): IndexedDoc {
  const meta = config.meta['nb'] ?? Object.values(config.meta)[0];
  const article = articleOf(config, articles);
  const description = meta?.description ?? '';
  return {
    doc: {
      kind: path.startsWith('/article/') ? 'article' : 'page',
      title: article?.title ?? config.title,
      path,
      image: null,
      status: 'page',
      age: null,
      dates: [],
      genre: null,
      category: '',
    },
    fields: {
      title: article?.title ?? config.title,
      keywords: meta?.keywords ?? '',
      text: cut(plainText(`${description} ${article ? article.body : ''}`)),
    },
  };
}

/**
 * Every document of the index, in a stable order (by `rankOf`, then A–Å), so the same content
 * gives byte-identical index files and the same content hash.
 *
 * Films are listed while they have a page (now showing or coming); culture items only while
 * they have a date from `snapshot.today` on. Pages are the route table's static, indexable
 * pages (no detail pages, nothing `noindex`).
 */
export function searchDocuments(snapshot: ContentSnapshot, pages: Iterable<SearchablePage>): IndexedDoc[] {
  const byPath = new Map<string, SearchablePage>();
  for (const page of pages) byPath.set(page.path, page);
  const coming = new Map<string, Event[]>();
  for (const event of snapshot.events) {
    if (datePart(event.startDate) < snapshot.today) continue;
    const list = coming.get(event.production.id) ?? [];
    list.push(event);
    coming.set(event.production.id, list);
  }
  const docs: IndexedDoc[] = [];
  const productionPaths = new Set<string>();
  for (const production of snapshot.productions) {
    const path = productionPath(production);
    if (!byPath.has(path)) continue; // no page to link to
    const events = (coming.get(production.id) ?? []).sort((a, b) => a.startDate.localeCompare(b.startDate));
    const doc = productionDoc(snapshot, production, events);
    productionPaths.add(path);
    if (doc) docs.push(doc);
  }
  const configs = new Map(snapshot.pages.map((config) => [config.id, config]));
  const articles = new Map(snapshot.articles.map((article) => [article.id, article]));
  for (const page of byPath.values()) {
    if (page.noindex || Object.keys(page.params).length > 0 || productionPaths.has(page.path)) continue;
    const config = configs.get(page.pageId);
    if (config) docs.push(pageDoc(config, page.path, articles));
  }
  return docs.sort(
    (a, b) =>
      rankOf(a.doc) - rankOf(b.doc) || compareBokmal(a.doc.title, b.doc.title) || a.doc.path.localeCompare(b.doc.path),
  );
}
