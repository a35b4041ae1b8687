import type { z } from 'zod';
import type { BlockProperty } from '../../model/page-config.ts';
import { blockData } from './block-data.ts';
import { boundColumn, boundList, boundOne } from './bound-values.ts';

/**
 * Each block field declared once (spec §3.9): its zod schema, where its value comes from, and
 * what the content tool shows of it. From one declaration come the block's `dataSchema` (the
 * content check and the engine's parse), its editor `metadata.properties` (`default` read from
 * the schema's own `.default()`, never copied), and a typed reader of its bound values.
 */

/** What the content tool shows of a field; its `default` comes from the schema. */
export interface EditorMeta {
  type: BlockProperty['type'];
  icon: string;
  /** Filled by a binding only; not offered for editing. */
  hidden?: boolean;
}

/** A field of the block's own `data`, parsed by `schema`; with `bound`, a binding may fill it too. */
export interface DataField<S extends z.ZodType = z.ZodType, B = never> {
  from: 'data';
  schema: S;
  bound?: z.ZodType<B>;
  editor: EditorMeta;
}
/** A binding to a single source: one value, `undefined` when unbound or unmatched. */
export interface OneField<T = unknown> {
  from: 'one';
  schema: z.ZodType<T>;
  editor: EditorMeta;
}
/** A binding to a collection source: one value per item, `[]` when unbound. */
export interface ListField<T = unknown> {
  from: 'list';
  schema: z.ZodType<T>;
  editor: EditorMeta;
}
/** A per-item field of the list field `of` (e.g. each production's poster). */
export interface ColumnField<T = unknown> {
  from: 'column';
  schema: z.ZodType<T>;
  of: string;
  editor: EditorMeta;
}
type AnyField = DataField<z.ZodType, unknown> | OneField | ListField | ColumnField;

/** The field constructors of a block's declaration. */
export const field = {
  data: <S extends z.ZodType>(schema: S, editor: EditorMeta): DataField<S> => ({ from: 'data', schema, editor }),
  /** A data field a binding may fill instead (the bound value wins where the block says so). */
  dataOrBound: <S extends z.ZodType, B>(schema: S, bound: z.ZodType<B>, editor: EditorMeta): DataField<S, B> => ({
    from: 'data',
    schema,
    bound,
    editor,
  }),
  one: <T>(schema: z.ZodType<T>, editor: EditorMeta): OneField<T> => ({ from: 'one', schema, editor }),
  list: <T>(schema: z.ZodType<T>, editor: EditorMeta): ListField<T> => ({ from: 'list', schema, editor }),
  column: <T>(schema: z.ZodType<T>, of: string, editor: EditorMeta): ColumnField<T> => ({
    from: 'column',
    schema,
    of,
    editor,
  }),
};

type DataShape<F> = {
  [K in keyof F as F[K] extends DataField<z.ZodType, unknown> ? K : never]: F[K] extends DataField<infer S, unknown>
    ? S
    : never;
};
type BoundOf<F> =
  F extends OneField<infer T>
    ? T | undefined
    : F extends ListField<infer T>
      ? T[]
      : F extends ColumnField<infer T>
        ? Array<T | undefined>
        : F extends DataField<z.ZodType, infer B>
          ? B | undefined
          : never;
/** The typed bound values of a declaration: every field a binding can fill. */
type BoundValues<F> = { [K in keyof F as [BoundOf<F[K]>] extends [never] ? never : K]: BoundOf<F[K]> };

/** What a declaration gives its block. */
export interface BlockFields<F extends Record<string, AnyField>> {
  /** The strict schema of the block's own `data` fields (`id` and `locale` accepted everywhere). */
  dataSchema: ReturnType<typeof blockData<DataShape<F>>>;
  /** The editor schema of spec §3.9, in declaration order. */
  properties: BlockProperty[];
  /** Reads and checks the bound values; a wrong shape fails naming the block and the field. */
  read(bound: Readonly<Record<string, unknown>>): BoundValues<F>;
}

/** Declares the fields of the block kind `component`, in the order the editor lists them. */
export function blockFields<F extends Record<string, AnyField>>(component: string, fields: F): BlockFields<F> {
  const entries = Object.entries(fields);
  const shape = Object.fromEntries(
    entries.flatMap(([name, entry]) => (entry.from === 'data' ? [[name, entry.schema]] : [])),
  ) as DataShape<F>;
  const properties = entries.map(([name, entry]): BlockProperty => {
    const fallback = entry.from === 'data' ? defaultOf(entry.schema) : undefined;
    return {
      name,
      type: entry.editor.type,
      icon: entry.editor.icon,
      hidden: entry.editor.hidden ?? false,
      ...(fallback === undefined ? {} : { default: fallback }),
    };
  });
  for (const [name, entry] of entries) {
    if (entry.from === 'column' && fields[entry.of]?.from !== 'list')
      throw new Error(`Block "${component}": field "${name}" is a column of "${entry.of}", which is no list field`);
  }
  return {
    dataSchema: blockData(shape),
    properties,
    read(bound) {
      const values: Record<string, unknown> = {};
      // Lists first: a column is checked against the length of its list.
      for (const [name, entry] of entries) {
        if (entry.from === 'list') values[name] = boundList(bound, name, entry.schema, component);
        else if (entry.from === 'one') values[name] = boundOne(bound, name, entry.schema, component);
        else if (entry.from === 'data' && entry.bound !== undefined)
          values[name] = boundOne(bound, name, entry.bound, component);
      }
      for (const [name, entry] of entries) {
        if (entry.from !== 'column') continue;
        const items = values[entry.of];
        values[name] = boundColumn(bound, name, entry.schema, Array.isArray(items) ? items.length : 0, component);
      }
      return values as BoundValues<F>;
    },
  };
}

/** The value a schema gives a missing field (its `.default()`), or `undefined` when it has none. */
function defaultOf(schema: z.ZodType): unknown {
  const parsed = schema.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}
