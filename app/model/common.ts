import { z } from 'zod';

/** The one locale of the product (spec §1, §9). */
export const LOCALE = 'nb';

/**
 * A wall-clock date and time in Europe/Oslo, as the platform writes it (spec §3.3):
 * `YYYY-MM-DD HH:mm:ss`. Kept as text so no machine time zone can shift it.
 */
export const DateTimeText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'expected "YYYY-MM-DD HH:mm:ss"');

/** A calendar date, `YYYY-MM-DD`. */
export const DateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected "YYYY-MM-DD"');

/** A path on the site: starts with `/`, no host. */
export const SitePath = z.string().regex(/^\/[^\s]*$/, 'expected a site path starting with "/"');

/** A feature of a production or event, e.g. 'Norsk tale', '2D', '12 år' (spec §3.3, §9). */
export const Feature = z.object({
  name: z.string().min(1),
  highlight: z.boolean().default(false),
});
export type Feature = z.infer<typeof Feature>;

/** A named property, e.g. `{ property: 'first_night', value: '2026-11-27' }` (spec §3.1). */
export const Property = z.object({
  property: z.string().min(1),
  value: z.string(),
});
export type Property = z.infer<typeof Property>;

/** Locale settings of a site or page (spec §3.8, §3.10). */
export const LocaleSettings = z.object({
  available: z.array(z.string()).min(1),
  enabled: z.array(z.string()).min(1),
  default: z.string(),
});
export type LocaleSettings = z.infer<typeof LocaleSettings>;
