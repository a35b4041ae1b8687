import { z } from 'zod';

/** The one locale of the product (spec §1, §9). */
export const LOCALE = 'nb';

/**
 * A wall-clock date and time in Europe/Oslo, as the platform writes it (spec §3.3):
 * `YYYY-MM-DD HH:mm:ss`. Kept as text so no machine time zone can shift it.
 */
export const DateTimeText = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'expected "YYYY-MM-DD HH:mm:ss"');

/** A calendar date, `YYYY-MM-DD`. */
export const DateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected "YYYY-MM-DD"');

/**
 * Whether a link target from the content is safe to put in an `href`: a path on the site
 * (`/x`, `#x`, `?x`, or relative), or an `http(s)`, `mailto` or `tel` URL. Never a scheme the
 * browser runs or opens as a document (`javascript:`, `data:`, `vbscript:`, decision 46), also
 * when hidden behind spaces or control characters, which browsers strip before reading it.
 */
export function isSafeHref(href: string): boolean {
  if (/[\u0000-\u001f\u007f]/.test(href)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.trim())?.[1]?.toLowerCase();
  return scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

/** A link target in the content (menus, footer, redirects): see {@link isSafeHref}. */
export const SafeHref = z
  .string()
  .min(1)
  .refine(
    isSafeHref,
    'expected a site path or an http(s), mailto: or tel: URL (javascript:, data: and vbscript: links are not allowed)',
  );

/** An `http(s)` origin or URL (never another scheme, since it becomes links and image sources). */
export const HttpUrl = z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' });

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
