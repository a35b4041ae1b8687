import type { ContentSnapshot } from '../model/content-snapshot.ts';
import type { PageConfig, Source } from '../model/page-config.ts';
import { comparableText, evaluatePath } from './bindings/evaluate-path.ts';
import { createPathParser, type PathParser } from './bindings/parse-path.ts';
import { RedirectChainError, applyRedirect, isSitePath, splitPath } from './redirects.ts';
import type { RouteEntry, RouteTable } from '../model/route-table.ts';
import { createSourceEvaluator, parameterName, type ContentRecord, type SourceEvaluator } from './sources.ts';

/** The content file of the redirect table (spec §2.1), named in the errors of its entries. */
const REDIRECTS_FILE = 'redirects.json';

/** The content cannot be turned into a route table (a build error). */
export class RouteTableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RouteTableError';
  }
}

/** Two pages, records or redirects claim one path (a build error naming both). */
export class RouteCollisionError extends RouteTableError {
  readonly path: string;
  readonly claimants: readonly [string, string];

  /** `location` names the content entry at fault (`redirects.json $[2].fromPath: `), when known. */
  constructor(path: string, first: string, second: string, location = '') {
    super(`${location}Path "${path}" is claimed twice: ${first} and ${second}`);
    this.name = 'RouteCollisionError';
    this.path = path;
    this.claimants = [first, second];
  }
}

/** Indexes to share with the page resolver, so they are built once per build. */
export interface RouteTableOptions {
  sources?: SourceEvaluator;
  parse?: PathParser;
}

const PARAM_SEGMENT = /^:([A-Za-z_][A-Za-z0-9_]*)$/;
/** What a route parameter may hold: one path segment, no query, hash or white space. */
const SEGMENT_VALUE = /^[^/?#\s]+$/;

/**
 * Every path the build prerenders, and the redirect table (spec §2.1–2.3).
 * - A page config without a `:name` segment claims its `path`.
 * - A page config with one (`/:production`) is a template: the source filter whose value is
 *   `@name` is found, the records of its model that satisfy the source's constant filters are
 *   enumerated, and each record's value at the filter property fills the parameter.
 * - Redirects must not shadow a page, and an internal target must reach a page.
 * Throws `RouteCollisionError` when a path is claimed twice, `RouteTableError` otherwise.
 */
export function buildRouteTable(snapshot: ContentSnapshot, options: RouteTableOptions = {}): RouteTable {
  const parse = options.parse ?? createPathParser();
  const sources = options.sources ?? createSourceEvaluator(snapshot, parse);
  const entries = new Map<string, RouteEntry>();
  const claimants = new Map<string, string>();

  /** `repeatable`: the same claimant may claim the same path again (one page, many events). */
  const claim = (entry: RouteEntry, claimant: string, repeatable: boolean): void => {
    const existing = entries.get(entry.path);
    if (existing === undefined) {
      entries.set(entry.path, entry);
      claimants.set(entry.path, claimant);
      return;
    }
    // The events of one production all fill an event-model template with the same path: one page.
    if (repeatable && existing.pageId === entry.pageId && claimants.get(entry.path) === claimant) return;
    throw new RouteCollisionError(entry.path, claimants.get(entry.path) ?? `page "${existing.pageId}"`, claimant);
  };

  for (const page of snapshot.pages) {
    const params = templateParams(page.path);
    if (params.length === 0) {
      claim({ path: page.path, pageId: page.id, params: {}, noindex: page.noindex }, `page "${page.id}"`, false);
      continue;
    }
    for (const { claimant, values } of fillTemplate(page, params, sources, parse)) {
      const path = page.path
        .split('/')
        .map((segment) => {
          const name = PARAM_SEGMENT.exec(segment)?.[1];
          return name === undefined ? segment : (values[name] ?? segment);
        })
        .join('/');
      claim({ path, pageId: page.id, params: values, noindex: page.noindex }, claimant, true);
    }
  }

  const redirects = new Map<string, string>();
  // Where each redirect is in the content's table, so an error names the entry (decision 46).
  const where = new Map<string, number>();
  const at = (index: number, field: 'fromPath' | 'toPath') => `${REDIRECTS_FILE} $[${String(index)}].${field}: `;
  snapshot.redirects.forEach(({ fromPath, toPath }, index) => {
    const shadowed = claimants.get(fromPath);
    if (shadowed !== undefined)
      throw new RouteCollisionError(fromPath, shadowed, `the redirect to "${toPath}"`, at(index, 'fromPath'));
    const twice = redirects.get(fromPath);
    if (twice !== undefined)
      throw new RouteCollisionError(
        fromPath,
        `the redirect to "${twice}"`,
        `the redirect to "${toPath}"`,
        at(index, 'fromPath'),
      );
    // Never `//host`: a browser and every host read it as another site (the content check says so first).
    if (!isSitePath(toPath) && !/^https?:\/\//i.test(toPath)) {
      throw new RouteTableError(
        `${at(index, 'toPath')}Redirect from "${fromPath}" goes to "${toPath}", which is neither a site path nor an absolute URL`,
      );
    }
    redirects.set(fromPath, toPath);
    where.set(fromPath, index);
  });
  for (const fromPath of redirects.keys()) {
    const prefix = at(where.get(fromPath) ?? 0, 'toPath');
    let target: string | undefined;
    try {
      target = applyRedirect(redirects, fromPath);
    } catch (error) {
      if (error instanceof RedirectChainError) throw new RouteTableError(`${prefix}${error.message}`);
      throw error;
    }
    if (target !== undefined && isSitePath(target) && !entries.has(splitPath(target).pathname)) {
      throw new RouteTableError(
        `${prefix}Redirect from "${fromPath}" goes to "${target}", which is no page of the site`,
      );
    }
  }

  return { entries, redirects };
}

/** The parameter names of a page path: `/:production` → `['production']`. */
export function templateParams(path: string): string[] {
  return path.split('/').flatMap((segment) => {
    const name = PARAM_SEGMENT.exec(segment)?.[1];
    return name === undefined ? [] : [name];
  });
}

/** The records a template page is made for, each with its parameter values. */
function fillTemplate(
  page: PageConfig,
  params: readonly string[],
  sources: SourceEvaluator,
  parse: PathParser,
): Array<{ claimant: string; values: Record<string, string> }> {
  const source = templateSource(page, params);
  const constant = source.filter.filter((filter) => parameterName(filter.value) === undefined);
  const parameterFilters = source.filter.flatMap((filter) => {
    const name = parameterName(filter.value);
    return name === undefined ? [] : [{ name, path: parse(filter.property), property: filter.property }];
  });
  const records = sources.select(
    source.model,
    constant.map((filter) => ({ property: filter.property, value: String(filter.value) })),
  );
  const filled: Array<{ claimant: string; values: Record<string, string> }> = [];
  for (const record of records) {
    const values: Record<string, string> = {};
    let complete = true;
    for (const { name, path, property } of parameterFilters) {
      const value = comparableText(evaluatePath(path, record));
      // A record without a value (or with another value under a second filter on the same
      // parameter) has no page from this template.
      if (value === undefined || value === '' || (values[name] !== undefined && values[name] !== value)) {
        complete = false;
        break;
      }
      if (!SEGMENT_VALUE.test(value)) {
        throw new RouteTableError(
          `${capitalise(describeRecord(record))} cannot fill "${page.path}" of page "${page.id}": its ${property} "${value}" is not a path segment`,
        );
      }
      values[name] = value;
    }
    if (complete) filled.push({ claimant: describeRecord(record), values });
  }
  return filled;
}

/**
 * The source that fills a template's parameters: the one with a `@name` filter for every
 * parameter; a single (non-collection) source wins over a collection, then page order.
 */
function templateSource(page: PageConfig, params: readonly string[]): Source {
  const covers = (source: Source): boolean =>
    params.every((param) => source.filter.some((filter) => parameterName(filter.value) === param));
  const candidates = page.sources.filter(covers);
  const source = candidates.find((s) => !s.collection) ?? candidates[0];
  if (source === undefined) {
    const wanted = params.map((p) => `"@${p}"`).join(', ');
    throw new RouteTableError(`Page "${page.id}" has the path "${page.path}" but no source filters on ${wanted}`);
  }
  const unknown = source.filter
    .map((filter) => parameterName(filter.value))
    .find((name) => name !== undefined && !params.includes(name));
  if (unknown !== undefined) {
    throw new RouteTableError(
      `Page "${page.id}": source "${source.name}" filters on "@${unknown}", which "${page.path}" does not have`,
    );
  }
  return source;
}

/**
 * How a collision names a record: the production it stands for, `production "p-12" (Dune)`
 * (an event stands for its production, so two events of one film are one claimant).
 */
function describeRecord(record: ContentRecord): string {
  const production = 'eventNumber' in record ? record.production : record;
  return `production "${production.id}" (${production.title})`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
