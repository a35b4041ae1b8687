/**
 * Which pages a content change can reach (decision 128). The content is cut
 * in two: its records (each production, event and article, by key) and its frame (everything
 * else a page can depend on: the site, theme, page configurations, redirects, the day, the
 * services' public URLs, the route table, and the order and lookup values of the records). A
 * page's resolution reaches records only through its sources and the content index, each of
 * which records what it gave out (app/engine/page-reads.ts); which records a source or lookup
 * gives out depends only on the frame. So with the frame unchanged, a page none of whose read
 * records changed resolves to the same bundle, and keeps its files without being resolved.
 */
import { createHash } from 'node:crypto';
import { evaluatePath, comparableText } from '../../app/engine/bindings/evaluate-path.ts';
import { createPathParser } from '../../app/engine/bindings/parse-path.ts';
import { allKey, readKey, type ReadModel } from '../../app/engine/page-reads.ts';
import type { ContentSnapshot } from '../../app/model/content-snapshot.ts';
import type { PublicConfig } from '../../app/model/public-config.ts';
import type { RouteTable } from '../../app/model/route-table.ts';

/** The frame's hash and each record's, by key (`production:<id>`), sorted by key. */
export interface ContentInputs {
  frame: string;
  records: Array<[string, string]>;
}

/** What changed since the previous build when the frame did not: the records, by key and by model. */
export interface ContentChange {
  keys: ReadonlySet<string>;
  models: ReadonlySet<ReadModel>;
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

/**
 * The lookup values of every record: what decides which records a source filter or an index
 * lookup gives out, and in which order (app/engine/sources.ts, content-index.ts). A record whose
 * lookup values change moves between pages, so they are the frame's, not the record's.
 */
function lookupValues(snapshot: ContentSnapshot): Record<string, Array<string | undefined>> {
  const parse = createPathParser();
  const properties = new Set<string>(['event\nproduction.id', 'event\nstartDate']);
  for (const page of snapshot.pages) {
    for (const source of page.sources)
      for (const filter of source.filter) properties.add(`${source.model}\n${filter.property}`);
  }
  const lists: Record<'production' | 'event', readonly object[]> = {
    production: snapshot.productions,
    event: snapshot.events,
  };
  const values: Record<string, Array<string | undefined>> = {};
  for (const key of [...properties].sort()) {
    const [model, property] = key.split('\n') as ['production' | 'event', string];
    const path = parse(property);
    values[key] = lists[model].map((record) => comparableText(evaluatePath(path, record)));
  }
  return values;
}

/**
 * The inputs of a build's pages, as the render workers will see the content (the snapshot file
 * is this snapshot's JSON, so its JSON text is what two builds compare).
 */
export function contentInputs(
  snapshot: ContentSnapshot,
  routes: RouteTable,
  publicConfig: PublicConfig,
): ContentInputs {
  const { productions, events, articles, ...rest } = snapshot;
  const frame = JSON.stringify({
    rest,
    publicConfig,
    routes: [...routes.entries.values()],
    redirects: [...routes.redirects],
    ids: {
      production: productions.map((p) => p.id),
      event: events.map((e) => e.id),
      article: articles.map((a) => a.id),
    },
    lookups: lookupValues(snapshot),
  });
  const records: Array<[string, string]> = [];
  for (const [model, list] of [
    ['production', productions],
    ['event', events],
    ['article', articles],
  ] as const) {
    for (const record of list) records.push([readKey(model, record.id), hashOf(JSON.stringify(record))]);
  }
  records.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { frame: hashOf(frame), records };
}

/**
 * The records that changed in place since `previous`, or null when every page must be looked at
 * again: no previous inputs, or a changed frame (which covers a record added or removed: the
 * lists of ids are the frame's).
 */
export function changedContent(previous: ContentInputs | undefined, next: ContentInputs): ContentChange | null {
  if (previous === undefined || previous.frame !== next.frame) return null;
  const before = new Map(previous.records);
  const keys = new Set<string>();
  const models = new Set<ReadModel>();
  for (const [key, hash] of next.records) {
    if (before.get(key) === hash) continue;
    keys.add(key);
    models.add(key.slice(0, key.indexOf(':')) as ReadModel);
  }
  return { keys, models };
}

/** Whether a page that read `reads` (null: not known) may have changed with `change`. */
export function readsChanged(reads: readonly string[] | null, change: ContentChange): boolean {
  if (reads === null) return true;
  for (const key of reads) {
    if (change.keys.has(key)) return true;
    if (key.endsWith(':*') && change.models.has(key.slice(0, -2) as ReadModel)) return true;
  }
  return false;
}

/** More keys of one model than this in a page's reads are kept as the whole model's (a list page). */
const KEYS_PER_MODEL = 64;

/**
 * A page's reads as the build state keeps them: sorted, and a model of which the page read
 * more than `KEYS_PER_MODEL` records as `<model>:*` (a programme page reads every film's
 * poster: that page changes with any film anyway, and the state stays small).
 */
export function compactReads(keys: ReadonlySet<string>): string[] {
  const byModel = new Map<string, string[]>();
  for (const key of keys) {
    const model = key.slice(0, key.indexOf(':'));
    const list = byModel.get(model);
    if (list === undefined) byModel.set(model, [key]);
    else list.push(key);
  }
  const kept: string[] = [];
  for (const [model, list] of byModel) {
    if (list.length > KEYS_PER_MODEL || list.includes(allKey(model as ReadModel)))
      kept.push(allKey(model as ReadModel));
    else kept.push(...list);
  }
  return kept.sort();
}
