/**
 * What a build records of its pages for the next one (decisions 77, 128): each page's input
 * digest, the content records it read and the origin keys its policy meta allows, kept in `build-state.json` as one entry per page
 * plus each distinct set of origins once (most pages share the site frame's).
 */
import type { BuildState } from './bundle-state.ts';
import type { PageRecord } from './render-worker.ts';

/** The previous build's records by path, from its state. */
export function recordsOf(state: Pick<BuildState, 'originSets' | 'pages'>): Map<string, PageRecord> {
  return new Map(
    state.pages.map(([path, digest, set, reads]) => [
      path,
      { path, digest, origins: state.originSets[set] ?? [], reads },
    ]),
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Collects the records the render workers send, in a state's shape. */
export function createRecordCollector(): {
  add(records: readonly PageRecord[]): void;
  /** Every origin key of the pages collected. */
  origins(): Set<string>;
  state(): Pick<BuildState, 'originSets' | 'pages'>;
} {
  const setIndex = new Map<string, number>();
  const originSets: string[][] = [];
  const pages: BuildState['pages'] = [];
  return {
    add(records) {
      for (const { path, digest, origins, reads } of records) {
        const key = origins.join('\n');
        let index = setIndex.get(key);
        if (index === undefined) {
          index = originSets.push(origins) - 1;
          setIndex.set(key, index);
        }
        pages.push([path, digest, index, reads]);
      }
    },
    origins: () => new Set(originSets.flat()),
    // Sets and pages sorted: the state of a build does not depend on which worker finished first.
    state() {
      const order = originSets
        .map((origins, index) => ({ key: origins.join('\n'), index }))
        .sort((a, b) => compare(a.key, b.key));
      const renumber = new Map(order.map(({ index }, at) => [index, at]));
      return {
        originSets: order.map(({ index }) => originSets[index] ?? []),
        pages: pages
          .map(([path, digest, index, reads]): BuildState['pages'][number] => [
            path,
            digest,
            renumber.get(index) ?? 0,
            reads,
          ])
          .sort((a, b) => compare(a[0], b[0])),
      };
    },
  };
}
