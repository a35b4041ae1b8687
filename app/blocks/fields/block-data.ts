import { z } from 'zod';

/**
 * The schema of a block kind's own `data` fields (spec §3.9). Strict, so a misspelt field in
 * a page configuration fails the content check instead of being ignored. `id` and `locale`
 * are the spec's bookkeeping fields of every block's data and are accepted everywhere.
 */
export function blockData<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject({ id: z.string().optional(), locale: z.string().optional(), ...shape });
}

/** A heading level for list blocks that may head their own page (`/filmer`, `/kulturprogram`). */
export const HeadingLevel = z.union([z.literal(1), z.literal(2)]).default(2);

/** An optional site path or absolute URL of a "show more" link. */
export const LinkTarget = z.string().regex(/^(?:\/|https?:\/\/)/, 'expected a site path "/…" or an https:// URL');
