import { z } from 'zod';

/**
 * Readers for `ResolveContext.bound`: the engine hands blocks `unknown` values, so each block
 * checks what it reads. A value of the wrong shape is a configuration error (a binding to the
 * wrong source or path) and fails the build with the block kind and field in the message.
 */

function fail(block: string, field: string, error: z.ZodError): never {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  throw new Error(`Block "${block}": bound field "${field}"${where}: ${issue?.message ?? 'invalid value'}`);
}

// The list schemas of each item schema, made once: a new `z.array` per read is a schema zod has
// not prepared yet, 5–8 times the cost of parsing with a made one. Every page of a build reads its
// blocks' lists, so that was a few tenths of a millisecond a page.
const lists = new WeakMap<z.ZodType, z.ZodType>();
const columns = new WeakMap<z.ZodType, z.ZodType>();

function listOf<T>(schema: z.ZodType<T>): z.ZodType<T[]> {
  let list = lists.get(schema);
  if (list === undefined) lists.set(schema, (list = z.array(schema)));
  return list as z.ZodType<T[]>;
}

function columnOf<T>(schema: z.ZodType<T>): z.ZodType<Array<T | undefined>> {
  let column = columns.get(schema);
  if (column === undefined) columns.set(schema, (column = z.array(schema.optional())));
  return column as z.ZodType<Array<T | undefined>>;
}

/** A bound list (a binding to a collection source); a field without a binding is empty. */
export function boundList<T>(
  bound: Readonly<Record<string, unknown>>,
  field: string,
  schema: z.ZodType<T>,
  block: string,
): T[] {
  const value = bound[field];
  if (value === undefined) return [];
  const parsed = listOf(schema).safeParse(value);
  if (!parsed.success) fail(block, field, parsed.error);
  return parsed.data;
}

/**
 * A per-item field of a collection (e.g. `@properties[property=first_night].value`): one value
 * per item, `undefined` where the item has none; all `undefined` when the field is not bound.
 */
export function boundColumn<T>(
  bound: Readonly<Record<string, unknown>>,
  field: string,
  schema: z.ZodType<T>,
  length: number,
  block: string,
): Array<T | undefined> {
  const value = bound[field];
  if (value === undefined) return Array.from({ length }, () => undefined);
  const parsed = columnOf(schema).safeParse(value);
  if (!parsed.success) fail(block, field, parsed.error);
  if (parsed.data.length !== length) {
    throw new Error(
      `Block "${block}": bound field "${field}" has ${parsed.data.length} values for ${length} items; bind it to the same source as the items`,
    );
  }
  return parsed.data;
}

/** A single bound value (a binding to a single source); `undefined` when unbound or unmatched. */
export function boundOne<T>(
  bound: Readonly<Record<string, unknown>>,
  field: string,
  schema: z.ZodType<T>,
  block: string,
): T | undefined {
  const value = bound[field];
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success) fail(block, field, parsed.error);
  return parsed.data;
}

/** A bound text: strings as they are, numbers as digits (`duration` may be either). */
export const BoundText = z.union([z.string(), z.number().transform(String)]);

/**
 * A bound image: an asset as `@assets[type=first_image]` gives it (spec §3.1), of which the
 * URL, the focal point and the alt text are read.
 */
export const BoundImage = z.object({
  url: z.string().min(1),
  focalPointQuery: z.string().optional(),
  alt: z.string().optional(),
});
export type BoundImage = z.infer<typeof BoundImage>;
