import { z } from 'zod';
import { defineBlock } from '../../engine/block-definition.ts';
import { isExternalUrl } from '../../engine/urls/site-paths.ts';
import type { QuickLinkCard } from '../../model/view-models.ts';
import { blockData, LinkTarget } from '../block-data.ts';
import { QUICK_LINKS_VERSION } from './properties.ts';

/** The icons a card can show; the component draws each. */
export const QUICK_LINK_ICONS = ['age-limit', 'phone-ticket', 'receipt-check', 'info'] as const;

/** An icon name of `QUICK_LINK_ICONS`. */
export type QuickLinkIcon = (typeof QUICK_LINK_ICONS)[number];

/** A card with where its link goes. */
export interface QuickLinkView extends Omit<QuickLinkCard, 'icon'> {
  icon: QuickLinkIcon;
  /** Leaves the site: gets `rel="noopener noreferrer"`, and `target=_blank` only with `openInNewTab`. */
  external: boolean;
}

/** What the quick links render. */
export interface QuickLinksProps {
  /** An h2 over the cards, or null when the cards stand alone. */
  title: string | null;
  cards: QuickLinkView[];
}

const Card = z.strictObject({
  link: LinkTarget,
  openInNewTab: z.boolean().default(false),
  icon: z.enum(QUICK_LINK_ICONS),
  title: z.string().min(1),
  text: z.string().default(''),
});

/** Cards with a link each (spec §2.4.5, §3.5), typed into the block's data. */
export const quickLinksBlock = defineBlock({
  component: 'quick-links',
  version: QUICK_LINKS_VERSION,
  dataSchema: blockData({ title: z.string().min(1).optional(), cards: z.array(Card).min(1) }),
  resolve({ data }): QuickLinksProps {
    return {
      title: data.title ?? null,
      cards: data.cards.map((card) => ({ ...card, external: isExternalUrl(card.link) })),
    };
  },
});
