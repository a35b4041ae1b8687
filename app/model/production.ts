import { z } from 'zod';
import { Feature, Property } from './common.ts';

/** An image of a production; `type` is e.g. `first_image` (a still) or `first_poster`. */
const Asset = z.object({
  type: z.string().min(1),
  /** Path or URL of the original image; the image CDN resizes it (spec §7.4). */
  url: z.string().min(1),
  /** Extra query for the image CDN that keeps the subject in frame, e.g. `fp-x=0.5&fp-y=0.3`. */
  focalPointQuery: z.string().default(''),
  alt: z.string().default(''),
});
type Asset = z.infer<typeof Asset>;

/** A text of a production: `body` is HTML from the platform, `summary` plain text. */
const ProductionContent = z.object({
  body: z.string(),
  summary: z.string(),
});
type ProductionContent = z.infer<typeof ProductionContent>;

/**
 * A film or a culture item (spec §3.1).
 * - Films have a `parentSlug` (their page is `/{parentSlug}`) and an `edi` number.
 * - Culture items have `object: 'culture'`; their page is `/{pageReference}`.
 */
export const Production = z.object({
  id: z.string().min(1),
  object: z.enum(['movie', 'culture']),
  /** `movie` is now showing, `movie_coming` upcoming (spec §4.5); culture items use `culture`. */
  objectClass: z.enum(['movie', 'movie_coming', 'culture']),
  parentSlug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:-DXM\d{8})?$/, 'expected a lower-case slug'),
  pageReference: z.string().regex(/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/, 'expected a slug'),
  title: z.string().min(1),
  originalTitle: z.string().optional(),
  /** The film's EDI number (`ediNumber` of the member API, spec §3.14). */
  edi: z.string().optional(),
  /** Short category code of a culture item, e.g. `konsert` (spec §3.6). */
  category: z.string().optional(),
  /** Shown on the home page's featured blocks (sources `featured_*`). */
  featured: z.boolean().default(false),
  contents: z.array(ProductionContent).default([]),
  assets: z.array(Asset).default([]),
  /** Used as page keywords (spec §3.1). */
  features: z.array(Feature).default([]),
  /** e.g. `first_night` (YYYY-MM-DD), `duration` (minutes), `genre`, `director`, `country`. */
  properties: z.array(Property).default([]),
  ticketSales: z.array(z.object({ available: z.boolean() })).default([]),
});
export type Production = z.infer<typeof Production>;
