import { z } from 'zod';
import { LinkTarget } from '../fields/block-data.ts';
import { blockFields, field } from '../fields/block-fields.ts';

/** Component version (spec §9: all kinds not listed there are v1). */
export const QUICK_LINKS_VERSION = 'v1';

/** The icons a card can show; the component draws each. */
export const QUICK_LINK_ICONS = ['age-limit', 'phone-ticket', 'receipt-check', 'info'] as const;

const Card = z.strictObject({
  link: LinkTarget,
  openInNewTab: z.boolean().default(false),
  icon: z.enum(QUICK_LINK_ICONS),
  title: z.string().min(1),
  text: z.string().default(''),
});

/** The fields of the quick-link cards (spec §3.5, §3.9), declared once. */
export const quickLinksFields = blockFields('quick-links', {
  title: field.data(z.string().min(1).optional(), { type: 'string', icon: 'heading' }),
  cards: field.data(z.array(Card).min(1), { type: 'array', icon: 'grid' }),
});
