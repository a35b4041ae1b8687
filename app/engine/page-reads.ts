import type { ContentIndex } from './block-definition.ts';

/**
 * What a page's resolution read of the content's records (incremental builds, decision 128): the
 * key of every production, event and article that reached its sources, blocks or meta, or
 * `<model>:*` when it took a model's whole list. The build keeps a page's files without
 * resolving it again when none of the records it read changed and nothing else did
 * (scripts/site-builder/content-inputs.ts decides what "else" is). Keys are added, never judged here:
 * a superset is always safe, a missing key is a stale page.
 */
export type PageReads = Set<string>;

/** The models whose records a page reads one by one. */
export type ReadModel = 'production' | 'event' | 'article';

export function readKey(model: ReadModel, id: string): string {
  return `${model}:${id}`;
}

export function allKey(model: ReadModel): string {
  return `${model}:*`;
}

/**
 * A read-only map that tells of each value it gives out (`read`) and of any walk over it
 * (`readAll`). Which keys a map holds is not a read: the build treats the lists of ids, and
 * every value a lookup is keyed by, as inputs of every page.
 */
class TrackedMap<V> implements ReadonlyMap<string, V> {
  private readonly map: ReadonlyMap<string, V>;
  private readonly read: (value: V) => void;
  private readonly readAll: () => void;
  constructor(map: ReadonlyMap<string, V>, read: (value: V) => void, readAll: () => void) {
    this.map = map;
    this.read = read;
    this.readAll = readAll;
  }
  get size(): number {
    return this.map.size;
  }
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) this.read(value);
    return value;
  }
  has(key: string): boolean {
    return this.map.has(key);
  }
  forEach(callback: (value: V, key: string, map: ReadonlyMap<string, V>) => void, thisArg?: unknown): void {
    this.readAll();
    this.map.forEach((value, key) => callback.call(thisArg, value, key, this));
  }
  entries(): MapIterator<[string, V]> {
    this.readAll();
    return this.map.entries();
  }
  keys(): MapIterator<string> {
    return this.map.keys();
  }
  values(): MapIterator<V> {
    this.readAll();
    return this.map.values();
  }
  [Symbol.iterator](): MapIterator<[string, V]> {
    return this.entries();
  }
}

/** `index` as seen by one page's blocks: each record it gives out is added to `reads`. */
export function trackedIndex(index: ContentIndex, reads: PageReads): ContentIndex {
  return {
    productionsById: new TrackedMap(
      index.productionsById,
      (production) => reads.add(readKey('production', production.id)),
      () => reads.add(allKey('production')),
    ),
    eventsByProductionId: new TrackedMap(
      index.eventsByProductionId,
      (events) => {
        for (const event of events) reads.add(readKey('event', event.id));
      },
      () => reads.add(allKey('event')),
    ),
    articlesById: new TrackedMap(
      index.articlesById,
      (article) => reads.add(readKey('article', article.id)),
      () => reads.add(allKey('article')),
    ),
  };
}
