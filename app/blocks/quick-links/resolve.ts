import { defineBlock } from '../../engine/block-definition.ts';
import { isExternalUrl } from '../../engine/urls/site-paths.ts';
import type { QuickLinkCard } from '../../model/view-models.ts';
import { type QUICK_LINK_ICONS, QUICK_LINKS_VERSION, quickLinksFields } from './properties.ts';

/** An icon name of `QUICK_LINK_ICONS`. */
export type QuickLinkIcon = (typeof QUICK_LINK_ICONS)[number];

/** A card with where its link goes. */
interface QuickLinkView extends Omit<QuickLinkCard, 'icon'> {
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

/** Cards with a link each (spec §2.4.5, §3.5), typed into the block's data. */
export const quickLinksBlock = defineBlock({
  component: 'quick-links',
  version: QUICK_LINKS_VERSION,
  dataSchema: quickLinksFields.dataSchema,
  resolve({ data, link }): QuickLinksProps {
    return {
      title: data.title ?? null,
      cards: data.cards.map((card) => {
        const href = link(card.link);
        return { ...card, link: href, external: isExternalUrl(href) };
      }),
    };
  },
});
