import { z } from 'zod';
import type { ContentSnapshot } from '../model/content-snapshot.ts';
import type { JsonLd, PageBundle, ResolvedBlock, ResolvedMeta } from '../model/page-bundle.ts';
import type { Block, PageConfig } from '../model/page-config.ts';
import { createPathParser, type PathParser } from './bindings/parse-path.ts';
import { type BlockDefinitions, type BlockOutputs, type ContentIndex, SUBPAGE_PARAM } from './block-definition.ts';
import { buildContentIndex } from './content-index.ts';
import { placeBlocks } from './place-blocks.ts';
import { resolveMeta } from './resolve-meta.ts';
import type { RouteEntry, RouteTable } from '../model/route-table.ts';
import { buildRouteTable, RouteCollisionError } from './build-route-table.ts';
import { createSourceEvaluator, evaluateBinding, type SourceValues } from './sources.ts';
import { trackedIndex, type PageReads } from './page-reads.ts';
import { linkHref } from './redirects.ts';

/** The page engine of one build: its route table, its indexes, and page resolution. */
export interface PageResolver {
  routes: RouteTable;
  index: ContentIndex;
  /**
   * The bundle of the page at `path` (exact match, no redirects), or `undefined` if there is
   * none. With `reads`, every record the page read is added to it (page-reads.ts).
   */
  resolvePage(path: string, reads?: PageReads): PageBundle | undefined;
  /** The meta of the page at `path` alone (its blocks are not resolved), or `undefined` if there is none. */
  resolveMeta(path: string): ResolvedMeta | undefined;
}

/**
 * Builds the route table and indexes of a snapshot once, and returns a resolver that turns
 * a path into its page bundle: sources evaluated with the route's parameters, hidden blocks
 * left out (spec §4.5), each block's bindings evaluated, its own fields parsed by its
 * definition and `resolve()`d, placed in the template's rows and columns (the one place blocks
 * are ordered), and each block's declared outputs gathered in that order.
 * Errors name the page, the path and (for block errors) the block and its component.
 */
export function createPageResolver(snapshot: ContentSnapshot, definitions: BlockDefinitions): PageResolver {
  const parse = createPathParser();
  const sources = createSourceEvaluator(snapshot, parse);
  let routes = buildRouteTable(snapshot, { sources, parse });
  const index = buildContentIndex(snapshot);
  const pagesById = new Map(snapshot.pages.map((page) => [page.id, page]));
  const link = linkHref(routes.redirects);
  const subpageTitles = new Map<string, string>();

  /** The page at `path`, its sources' values and its meta: what every page resolves first. */
  function pageAt(path: string, reads?: PageReads) {
    const entry = routes.entries.get(path);
    if (entry === undefined) return undefined;
    const page = pagesById.get(entry.pageId);
    if (page === undefined) throw new Error(`Route "${path}" names page "${entry.pageId}", which does not exist`);
    const where = `Page "${page.id}" (${path})`;
    const values = withContext(where, () => sources.evaluate(page.sources, entry.params, reads));
    const resolved = withContext(where, () =>
      resolveMeta({ page, path, noindex: entry.noindex, site: snapshot.site, sources: values, parse }),
    );
    // A subpage's title leads with what it holds, so its tab and its search result say it.
    const lead = subpageTitles.get(path);
    const meta = lead === undefined ? resolved : { ...resolved, title: `${lead} – ${resolved.title}` };
    return { entry, page, values, meta, where };
  }

  function resolvePage(path: string, reads?: PageReads): PageBundle | undefined {
    const at = pageAt(path, reads);
    if (at === undefined) return undefined;
    const { entry, page, values, meta, where } = at;
    const seen = reads === undefined ? index : trackedIndex(index, reads);
    const resolved = page.blocks
      .filter((block) => block.hide !== true)
      .map((block) => resolveBlock({ page, entry, block, values, index: seen }));
    const rows = withContext(where, () =>
      placeBlocks(
        page.template,
        resolved.map(({ block, place }) => ({ block, place })),
      ),
    );
    // Outputs in render order, so live counts are asked for in the order the page shows them.
    const outputsOf = new Map(resolved.map((entry) => [entry.block, entry.outputs]));
    const liveEventIds = new Set<string>();
    const structuredData: JsonLd[] = [];
    for (const row of rows) {
      for (const column of row.columns) {
        for (const block of column.blocks) {
          const outputs = outputsOf.get(block);
          for (const id of outputs?.liveEventIds ?? []) liveEventIds.add(id);
          structuredData.push(...(outputs?.structuredData ?? []));
        }
      }
    }
    return { path, pageId: page.id, title: meta.title, meta, rows, liveEventIds: [...liveEventIds], structuredData };
  }

  /**
   * Each block's own fields parsed by its definition, once per block of the snapshot: a detail
   * page's blocks are the same for every production it shows (10 000 parses of the same fields
   * were a tenth of a page's resolution, decision 127). Frozen, since every page shares them.
   */
  const ownData = new WeakMap<Block, ReturnType<BlockDefinitions[string]['dataSchema']['safeParse']>>();
  function parseOwnData(block: Block, definition: BlockDefinitions[string]) {
    // The block's own fields: everything in `data` but the bindings and the locale (spec §3.9).
    const own = Object.fromEntries(
      Object.entries(block.data).filter(([key]) => key !== 'bindings' && key !== 'locale'),
    );
    const parsed = definition.dataSchema.safeParse(own);
    if (parsed.success) deepFreeze(parsed.data);
    ownData.set(block, parsed);
    return parsed;
  }

  function resolveBlock(at: {
    page: PageConfig;
    entry: RouteEntry;
    block: Block;
    values: SourceValues;
    index: ContentIndex;
  }): {
    block: ResolvedBlock;
    place: Block['place'];
    outputs: BlockOutputs;
  } {
    const { page, entry, block, values, index } = at;
    const where = `Page "${page.id}" (${entry.path}) block "${block.id}"`;
    const definition = Object.hasOwn(definitions, block.component) ? definitions[block.component] : undefined;
    if (definition === undefined) {
      const known = Object.keys(definitions).sort().join(', ') || 'none';
      throw new Error(`${where}: unknown component "${block.component}" (known: ${known})`);
    }
    const blockWhere = `${where} (${block.component})`;
    const bound = withContext(blockWhere, () => bindValues(block.data.bindings, values, parse));
    const parsed = ownData.get(block) ?? parseOwnData(block, definition);
    if (!parsed.success) throw new Error(`${blockWhere}: invalid data\n${z.prettifyError(parsed.error)}`);
    const data = parsed.data;
    const subpage = entry.params[SUBPAGE_PARAM];
    const pagePath = subpage === undefined ? entry.path : entry.path.slice(0, -subpage.length - 1) || '/';
    const props = withContext(blockWhere, () =>
      definition.resolve({
        data,
        bound,
        params: entry.params,
        pagePath,
        site: snapshot.site,
        today: snapshot.today,
        index,
        link,
      }),
    );
    const outputs = withContext(blockWhere, () => definition.outputs?.(props, { site: snapshot.site }) ?? {});
    return { block: { id: block.id, component: block.component, props }, place: block.place, outputs };
  }

  /**
   * The subpages of the static pages whose blocks declare some (`BlockDefinition.subpages`):
   * only those pages are resolved here, once, before any page is prerendered.
   */
  function subpageEntries(): RouteEntry[] {
    const added: RouteEntry[] = [];
    for (const entry of routes.entries.values()) {
      if (Object.keys(entry.params).length > 0) continue;
      const page = pagesById.get(entry.pageId);
      const splits = page?.blocks.some((block) => block.hide !== true && definitions[block.component]?.subpages);
      if (page === undefined || splits !== true) continue;
      const at = pageAt(entry.path);
      if (at === undefined) continue;
      for (const block of page.blocks) {
        const definition = definitions[block.component];
        if (block.hide === true || definition?.subpages === undefined) continue;
        const { block: resolved } = resolveBlock({ page, entry, block, values: at.values, index });
        for (const { segment, title } of definition.subpages(resolved.props)) {
          const path = `${entry.path === '/' ? '' : entry.path}/${segment}`;
          const taken = routes.entries.get(path) ?? added.find((other) => other.path === path);
          if (taken !== undefined)
            throw new RouteCollisionError(path, `page "${taken.pageId}"`, `a subpage of page "${page.id}"`);
          added.push({ path, pageId: page.id, params: { [SUBPAGE_PARAM]: segment }, noindex: entry.noindex });
          subpageTitles.set(path, title);
        }
      }
    }
    return added;
  }
  const subpages = subpageEntries();
  if (subpages.length > 0) {
    const entries = new Map(routes.entries);
    for (const entry of subpages) entries.set(entry.path, entry);
    routes = { ...routes, entries };
  }

  return { routes, index, resolvePage, resolveMeta: (path) => pageAt(path)?.meta };
}

function bindValues(
  bindings: Block['data']['bindings'],
  values: SourceValues,
  parse: PathParser,
): Record<string, unknown> {
  const bound: Record<string, unknown> = {};
  for (const [field, binding] of Object.entries(bindings)) {
    try {
      bound[field] = evaluateBinding(values, binding, parse);
    } catch (error) {
      throw new Error(`binding "${field}": ${messageOf(error)}`, { cause: error });
    }
  }
  return bound;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/** Runs `work`, prefixing any error with where it happened (the original stays as `cause`). */
function withContext<T>(where: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw new Error(`${where}: ${messageOf(error)}`, { cause: error });
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
