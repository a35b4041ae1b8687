import { z } from 'zod';
import { HttpUrl, LocaleSettings, SafeHref } from './common.ts';

/** A menu entry (spec §3.12). `parent` is the id of the parent item, or '' at the top. */
export const MenuItem = z.object({
  id: z.string().min(1),
  parent: z.string().default(''),
  /** A site path (`/kinoprogram`) or an absolute URL (`https://…`); never `javascript:` and the like. */
  path: SafeHref,
  label: z.string().min(1),
  place: z.enum(['header', 'footer']),
  locale: z.string(),
  order: z.number().int(),
  openInNewWindow: z.boolean().default(false),
});
export type MenuItem = z.infer<typeof MenuItem>;

/** One entry of a footer column: a heading, a line of text, or (sanitised) HTML. */
const FooterItem = z.object({
  type: z.enum(['title', 'text', 'html']),
  value: z.string(),
  href: SafeHref.optional(),
  order: z.number().int(),
});
type FooterItem = z.infer<typeof FooterItem>;

/** A footer column (spec §3.12, §2.5: visiting address, opening hours, social media). */
export const FooterColumn = z.object({
  locale: z.string(),
  title: z.string(),
  order: z.number().int(),
  items: z.array(FooterItem),
});
export type FooterColumn = z.infer<typeof FooterColumn>;

/** The site's theme (spec §3.11): look, logo, search and language switch, menus, footer. */
export const Theme = z.object({
  id: z.string(),
  name: z.string(),
  variant: z.string(),
  train: z.string(),
  logo: z.string(),
  logoAlt: z.string(),
  /**
   * Beyond the spec: the logo's intrinsic size in CSS pixels, for the header's `<img>` box
   * before the file arrives. Left out, the file loader reads it from a logo in the content's
   * `images/` folder (app/content/logo-size.server.ts).
   */
  logoSize: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }).optional(),
  favicon: z.string(),
  search: z.object({ submitPath: SafeHref, enabled: z.boolean() }),
  language: z.object({ submitPath: SafeHref, enabled: z.boolean(), languageIcon: z.string() }),
  menu: z.array(MenuItem),
  footer: z.array(FooterColumn),
});
export type Theme = z.infer<typeof Theme>;

/**
 * The venue's postal address (beyond the spec: schema.org `PostalAddress` names), for search
 * engines' event results (JSON-LD `Place`) and the location of calendar files.
 */
export const PostalAddress = z.object({
  streetAddress: z.string().min(1),
  postalCode: z.string().min(1),
  addressLocality: z.string().min(1),
  /** ISO 3166-1 alpha-2, e.g. `NO`. */
  addressCountry: z.string().regex(/^[A-Z]{2}$/, 'expected a two-letter country code, e.g. "NO"'),
});
export type PostalAddress = z.infer<typeof PostalAddress>;

/** The site (spec §3.10), with the outbound services it links to (spec §7.4). */
export const Site = z.object({
  id: z.string(),
  title: z.string().min(1),
  /** The venue's short name, as in 'Om {venue}'. */
  venue: z.string().min(1),
  /** Public origin of the site, e.g. `https://www.fjordheim.no` (no trailing slash). */
  host: HttpUrl.regex(/[^/]$/, 'no trailing slash'),
  aliases: z.array(z.string()).default([]),
  locale: LocaleSettings,
  /** Partner cinemas; the first entry selects the ticketing and member API (spec §1). */
  partners: z.array(z.number().int().positive()).min(1),
  published: z.boolean(),
  stage: z.literal('production'),
  theme: z.string(),
  /** The ticketing provider's checkout: `{host}/{partnerId}/events/{eventNumber}/purchase?kanal={channel}`. */
  ticketing: z.object({
    host: HttpUrl.regex(/[^/]$/, 'no trailing slash'),
    channel: z.string().min(1),
    /**
     * Minutes after a screening's start during which the site still offers its tickets (the
     * feature starts after the trailers); 0: sale on the site ends at the start.
     */
    saleMinutesAfterStart: z.number().int().min(0).max(180).default(0),
    /**
     * Minutes of trailers and advertising before a film begins: beside each film screening's
     * time the site says 'Filmen starter ca. {start + this}', and its calendar file says it too;
     * 0: the venue does not say, and neither does the site.
     */
    trailerMinutes: z.number().int().min(0).max(60).default(0),
    /**
     * At or below this many tickets left (at build time), a screening's schema.org offer is
     * `LimitedAvailability` rather than `InStock`.
     */
    fewTicketsLeft: z.number().int().min(0).default(10),
    /**
     * The ordinary ticket price of a film screening in NOK, shown beside its ticket button,
     * charged by the checkout and stated in its JSON-LD offer; an event's own `price` wins.
     * Left out: no price is given.
     */
    filmTicketPrice: z.number().min(0).optional(),
    /** A member's price of a film screening in NOK ('Medlem kr 120'); an event's own `memberPrice` wins. */
    filmMemberPrice: z.number().min(0).optional(),
  }),
  /** Origin of the image CDN; empty means images are served from the site itself. */
  imageHost: z.string().default(''),
  /** The venue's visiting address; optional (a site without it names the venue only). */
  address: PostalAddress.optional(),
});
export type Site = z.infer<typeof Site>;

/**
 * A redirect (spec §2.1): applied on first load and on every navigation. `toPath` is a site
 * path, or an `https://` URL of another site when `external` says it is meant to leave the site
 * (app/content/cross-file-rules.ts: no redirect sends a visitor elsewhere by a typo or an
 * editor's account taken over, decision 195).
 */
export const Redirect = z.object({
  fromPath: z.string().regex(/^\//, 'expected a site path starting with "/"'),
  toPath: SafeHref,
  external: z.boolean().optional(),
});
export type Redirect = z.infer<typeof Redirect>;
