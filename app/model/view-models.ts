/**
 * What blocks show, resolved at build time (spec §3.3–3.7). Every field is plain JSON so a
 * page bundle can be serialised into the page payload.
 */
import { z } from 'zod';
import { DateText, DateTimeText, Feature, Property } from './common.ts';

/** A link of a schedule event or slide; flags per spec §4.5. */
const ViewLink = z.object({
  label: z.string(),
  /** A site path, `/{parentSlug}#tickets`, or an absolute purchase URL. */
  path: z.string(),
  /** The main button. */
  primary: z.boolean().default(false),
  /** A ticket link (outbound to the ticketing provider). */
  sales: z.boolean().default(false),
  /** Not shown. */
  hidden: z.boolean().default(false),
});
type ViewLink = z.infer<typeof ViewLink>;

/** A responsive image: `src` for the default size, `srcSet`/`sizes` where the block has them. */
export const ViewImage = z.object({
  src: z.string(),
  srcSet: z.string().optional(),
  sizes: z.string().optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});
export type ViewImage = z.infer<typeof ViewImage>;

/** An event as a schedule block shows it (spec §3.3). */
export const ScheduleEvent = z.object({
  id: z.string().regex(/^e-\d+$/),
  title: z.string(),
  image: ViewImage.nullable(),
  ticketCount: z.number(),
  startDate: DateTimeText,
  endDate: DateTimeText,
  location: z.string(),
  club: z.boolean(),
  highlightHeading: z.string().nullable(),
  highlightBody: z.string().nullable(),
  features: z.array(Feature),
  adFlags: z.array(z.string()),
  adFlagsView: z.array(z.object({ flag: z.string(), view: z.string() })),
  links: z.array(ViewLink),
});
export type ScheduleEvent = z.infer<typeof ScheduleEvent>;

/** A slide of the slideshow (spec §3.4). */
export const Slide = z.object({
  image: ViewImage.nullable(),
  title: z.string(),
  /** 'Premiere' */
  metaPrefix: z.string(),
  /** The first-night date, formatted in Bokmål. */
  meta: z.string(),
  sortDate: z.string(),
  ticketSaleType: z.string().nullable(),
  links: z.array(ViewLink),
});
export type Slide = z.infer<typeof Slide>;

/** A quick-link card (spec §3.5). */
export const QuickLinkCard = z.object({
  link: z.string(),
  openInNewTab: z.boolean(),
  icon: z.string(),
  title: z.string(),
  text: z.string(),
});
export type QuickLinkCard = z.infer<typeof QuickLinkCard>;

/** A ticketed date of a culture event (spec §3.6). */
export const CultureTicket = z.object({
  id: z.string(),
  date: DateTimeText,
  location: z.string(),
  /** The outbound purchase URL. */
  link: z.string(),
  count: z.number(),
  ticketSaleType: z.string().nullable(),
});
export type CultureTicket = z.infer<typeof CultureTicket>;

/** A culture item as the culture programme shows it (spec §3.6). */
export const CultureEvent = z.object({
  id: z.string(),
  title: z.string(),
  image: ViewImage.nullable(),
  description: z.string(),
  /** `/{pageReference}` */
  link: z.string(),
  category: z.string(),
  begin: DateText,
  features: z.array(Feature),
  tickets: z.array(CultureTicket),
  properties: z.array(Property),
});
export type CultureEvent = z.infer<typeof CultureEvent>;

/** A card of a cover flow (spec §3.7). */
export const CoverFlowCard = z.object({
  image: ViewImage.nullable(),
  title: z.string(),
  subtitle: z.string(),
  /** 'På kino nå' or 'Kommende filmer' for films (spec §4.5). */
  category: z.string(),
  type: z.string(),
  link: z.string(),
  date: z.string(),
});
export type CoverFlowCard = z.infer<typeof CoverFlowCard>;
