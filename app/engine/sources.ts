import type { Event } from '../model/event.ts';
import type { Binding, Source, SourceFilter } from '../model/page-config.ts';
import type { Production } from '../model/production.ts';
import { comparableText, evaluatePath } from './bindings/evaluate-path.ts';
import type { PathParser } from './bindings/parse-path.ts';
import { allKey, readKey, type PageReads } from './page-reads.ts';

/** The models a source can read (spec §3.8). */
type ModelName = Source['model'];

/** A record of a model: a production or an event. */
export type ContentRecord = Production | Event;

/** The records sources read, each list in content order (events sorted by `startDate`). */
export interface SourceContent {
  productions: readonly Production[];
  events: readonly Event[];
}

/** A filter whose value is final: a `@param` value already replaced by the route parameter. */
interface ResolvedFilter {
  /** A path into the record, e.g. `production.parentSlug`. */
  property: string;
  value: string;
}

/** What a source gave: all its matches, or the first one (`undefined` when none matched). */
export type SourceValue =
  | { readonly collection: true; readonly items: readonly unknown[] }
  | { readonly collection: false; readonly value: unknown };

/** The values of a page's sources, by source name. */
export type SourceValues = ReadonlyMap<string, SourceValue>;

/** Evaluates page sources against the content through lookup maps built once per build. */
export interface SourceEvaluator {
  /** The records of `model` that satisfy every filter, in content order; each is added to `reads` (page-reads.ts). */
  select(model: ModelName, filters: readonly ResolvedFilter[], reads?: PageReads): readonly ContentRecord[];
  /** Evaluates a page's sources with the route parameters of one path; the records they read go into `reads`. */
  evaluate(sources: readonly Source[], params: Readonly<Record<string, string>>, reads?: PageReads): SourceValues;
}

/** A filter value naming a route parameter: `@production` → `production`; else undefined. */
export function parameterName(value: SourceFilter['value']): string | undefined {
  return typeof value === 'string' && value.startsWith('@') ? value.slice(1) : undefined;
}

/**
 * Replaces `@param` filter values by the route parameters and turns every value into the
 * text it is compared as. Throws when a filter names a parameter the route does not have.
 */
function resolveFilters(source: Source, params: Readonly<Record<string, string>>): ResolvedFilter[] {
  return source.filter.map((filter) => {
    const param = parameterName(filter.value);
    if (param === undefined) return { property: filter.property, value: String(filter.value) };
    const value = Object.hasOwn(params, param) ? params[param] : undefined;
    if (value === undefined) {
      throw new Error(
        `Source "${source.name}" filters on route parameter "@${param}", which the page's path does not have`,
      );
    }
    return { property: filter.property, value };
  });
}

/**
 * Creates the evaluator of one build. Lookup maps (model → property path → value → records)
 * are built lazily, once per property path on first use, so a detail page's sources cost the
 * size of their matches, not of the catalogue.
 */
export function createSourceEvaluator(content: SourceContent, parse: PathParser): SourceEvaluator {
  const records: Record<ModelName, readonly ContentRecord[]> = {
    production: content.productions,
    event: content.events,
  };
  const indexes = new Map<ModelName, Map<string, ReadonlyMap<string, readonly ContentRecord[]>>>();

  function lookup(model: ModelName, property: string): ReadonlyMap<string, readonly ContentRecord[]> {
    let byProperty = indexes.get(model);
    if (byProperty === undefined) {
      byProperty = new Map();
      indexes.set(model, byProperty);
    }
    let byValue = byProperty.get(property);
    if (byValue === undefined) {
      const path = parse(property);
      const built = new Map<string, ContentRecord[]>();
      for (const record of records[model]) {
        const key = comparableText(evaluatePath(path, record));
        if (key === undefined) continue;
        const bucket = built.get(key);
        if (bucket === undefined) built.set(key, [record]);
        else bucket.push(record);
      }
      byValue = built;
      byProperty.set(property, byValue);
    }
    return byValue;
  }

  const matches = (record: ContentRecord, filter: ResolvedFilter): boolean =>
    comparableText(evaluatePath(parse(filter.property), record)) === filter.value;

  function select(model: ModelName, filters: readonly ResolvedFilter[], reads?: PageReads): readonly ContentRecord[] {
    if (filters.length === 0) {
      reads?.add(allKey(model));
      return records[model].slice();
    }
    const selected = filtered(model, filters);
    if (reads !== undefined) for (const record of selected) reads.add(readKey(model, record.id));
    return selected;
  }

  function filtered(model: ModelName, filters: readonly ResolvedFilter[]): readonly ContentRecord[] {
    // Start from the smallest bucket and check the other filters on its records only.
    let smallest: readonly ContentRecord[] = [];
    let smallestAt = -1;
    for (const [i, filter] of filters.entries()) {
      const bucket = lookup(model, filter.property).get(filter.value) ?? [];
      if (smallestAt === -1 || bucket.length < smallest.length) {
        smallest = bucket;
        smallestAt = i;
      }
    }
    const rest = filters.filter((_, i) => i !== smallestAt);
    return smallest.filter((record) => rest.every((filter) => matches(record, filter)));
  }

  function evaluate(
    sources: readonly Source[],
    params: Readonly<Record<string, string>>,
    reads?: PageReads,
  ): SourceValues {
    const values = new Map<string, SourceValue>();
    for (const source of sources) {
      const selected = select(source.model, resolveFilters(source, params), reads);
      values.set(
        source.name,
        source.collection ? { collection: true, items: selected } : { collection: false, value: selected[0] },
      );
    }
    return values;
  }

  return { select, evaluate };
}

/**
 * Reads a source reference as bindings and meta use it: a source name, optionally followed by
 * a path into its value (`production.features` = source `production`, then `features`). On a
 * collection source the path applies to each item. Throws on an unknown source name.
 */
export function readSourceReference(values: SourceValues, reference: string, parse: PathParser): SourceValue {
  const dot = reference.indexOf('.');
  const name = dot === -1 ? reference : reference.slice(0, dot);
  const source = values.get(name);
  if (source === undefined) {
    const known = [...values.keys()].map((n) => `"${n}"`).join(', ') || 'none';
    throw new Error(`Unknown source "${name}" (the page's sources: ${known})`);
  }
  if (dot === -1) return source;
  const path = parse(reference.slice(dot + 1));
  return source.collection
    ? { collection: true, items: source.items.map((item) => evaluatePath(path, item)) }
    : { collection: false, value: evaluatePath(path, source.value) };
}

/**
 * Evaluates a block field's binding: one value from a single source, one value per item from a
 * collection source (spec §3.9).
 */
export function evaluateBinding(values: SourceValues, binding: Binding, parse: PathParser): unknown {
  return evaluateOn(readSourceReference(values, binding.source, parse), binding.binding, parse);
}

/** Evaluates `path` on a source value: per item for a collection, else on the single value. */
export function evaluateOn(source: SourceValue, path: string, parse: PathParser): unknown {
  const parsed = parse(path);
  return source.collection
    ? source.items.map((item) => evaluatePath(parsed, item))
    : evaluatePath(parsed, source.value);
}
