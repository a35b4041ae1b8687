import { z } from 'zod';

const Breakpoints = z.object({
  xs: z.number().int().min(1).max(12).default(12),
  md: z.number().int().min(1).max(12).optional(),
  lg: z.number().int().min(1).max(12).optional(),
});
/** Orders `app/site/grid.css` has classes for: 0–12. */
const Order = z.number().int().min(0).max(12);
const Orders = z.object({
  xs: Order.default(0),
  md: Order.optional(),
  lg: Order.optional(),
});

/** A column of a template row: span and order per screen size on a 12-column grid (§3.8). */
export const TemplateColumn = z.object({
  span: Breakpoints.default({ xs: 12 }),
  order: Orders.default({ xs: 0 }),
});
export type TemplateColumn = z.infer<typeof TemplateColumn>;

const TemplateRow = z.object({
  /** `true`: the row is held to the content width; `false`: full bleed (e.g. a slideshow). */
  container: z.boolean().default(true),
  index: z.number().int().nonnegative(),
  columns: z.array(TemplateColumn).min(1),
});
type TemplateRow = z.infer<typeof TemplateRow>;

export const Template = z.object({ rows: z.array(TemplateRow).min(1) }).superRefine((template, context) => {
  const seen = new Set<number>();
  template.rows.forEach((row, position) => {
    if (seen.has(row.index))
      context.addIssue({
        code: 'custom',
        path: ['rows', position, 'index'],
        message: `two rows have index ${row.index}`,
      });
    seen.add(row.index);
  });
});
export type Template = z.infer<typeof Template>;

/** `{property, value, operator}`; a value starting with `@` names a route parameter (§3.8). */
export const SourceFilter = z.object({
  property: z.string().min(1),
  value: z.union([z.string(), z.number(), z.boolean()]),
  operator: z.literal('eq'),
});
export type SourceFilter = z.infer<typeof SourceFilter>;

/** A data source of a page: a filtered list (or the single first match) of a model. */
export const Source = z.object({
  name: z.string().regex(/^[a-z_][a-z0-9_]*$/, 'expected a snake_case name'),
  model: z.enum(['production', 'event']),
  collection: z.boolean(),
  filter: z.array(SourceFilter).default([]),
});
export type Source = z.infer<typeof Source>;

/**
 * Binds a block field to data: `source` names a page source, optionally followed by a
 * path (`production.features`); `binding` is an `@field` path (`@assets[type=first_poster].url`)
 * or `@` for the whole value (spec §3.9). Against a collection it yields one value per item.
 */
export const Binding = z.object({
  source: z.string().min(1),
  binding: z.string().regex(/^@/, 'expected an "@field" path'),
});
export type Binding = z.infer<typeof Binding>;

/** An editable property of a block, for the content tool (spec §3.9). */
export const BlockProperty = z.object({
  name: z.string(),
  type: z.enum(['string', 'collection', 'image', 'number', 'date', 'boolean', 'array', 'object', 'select', 'markdown']),
  icon: z.string().default(''),
  hidden: z.boolean().default(false),
  default: z.unknown().optional(),
});
export type BlockProperty = z.infer<typeof BlockProperty>;

/** A block on a page (spec §3.9). Fields of `data` other than `bindings` are the block's own. */
export const Block = z.object({
  id: z.uuid(),
  component: z.string().min(1),
  hide: z.boolean().default(false),
  place: z.object({
    row: z.number().int().nonnegative(),
    column: z.number().int().nonnegative(),
    order: z.number().int().default(0),
  }),
  data: z.looseObject({
    locale: z.string().default('nb'),
    bindings: z.record(z.string(), Binding).default({}),
  }),
  metadata: z.object({ properties: z.array(BlockProperty) }).optional(),
});
export type Block = z.infer<typeof Block>;

/**
 * Page meta per locale. Each value is text that may hold `{@field}` placeholders, read from
 * `source` (default: the page's first single source), e.g. `{@title} | Fjordheim kino`.
 */
const PageMeta = z.object({
  source: z.string().optional(),
  title: z.string().min(1),
  description: z.string().default(''),
  keywords: z.string().default(''),
  image: z.string().default(''),
  facebookVerificationCode: z.string().default(''),
});
type PageMeta = z.infer<typeof PageMeta>;

/**
 * A page configuration (spec §3.8). `path` is a site path; a path segment `:name` makes it a
 * template for detail pages, filled by the source filter whose value is `@name`.
 */
export const PageConfig = z
  .object({
    id: z.string().min(1),
    path: z
      .string()
      .regex(
        /^\/(?:[A-Za-z0-9._:-]+(?:\/[A-Za-z0-9._:-]+)*)?$/,
        'expected a site path like "/kinoprogram" or "/:production"',
      ),
    pageType: z.enum(['ordinary', 'standard']).default('standard'),
    layout: z.literal('page-with-header-and-footer').default('page-with-header-and-footer'),
    title: z.string().min(1),
    template: Template,
    sources: z.array(Source).default([]),
    meta: z.record(z.string(), PageMeta),
    /** Left out of sitemap.xml and marked noindex (e.g. the generated `/null` page). */
    noindex: z.boolean().default(false),
    blocks: z.array(Block),
  })
  .superRefine((page, context) => {
    // CAREFUL: the page engine (app/engine/place-blocks.ts) relies on this: a placed block always has its cell.
    const rows = new Map(page.template.rows.map((row) => [row.index, row]));
    page.blocks.forEach((block, position) => {
      const { row, column } = block.place;
      const target = rows.get(row);
      const known = [...rows.keys()].sort((a, b) => a - b).join(', ');
      if (target === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['blocks', position, 'place', 'row'],
          message: `row ${row} is not in the page template (rows: ${known})`,
        });
      } else if (column >= target.columns.length) {
        const message = `column ${column} is not in row ${row} of the page template, which has ${target.columns.length} column(s)`;
        context.addIssue({ code: 'custom', path: ['blocks', position, 'place', 'column'], message });
      }
    });
  });
export type PageConfig = z.infer<typeof PageConfig>;
