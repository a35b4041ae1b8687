import { defineBlock } from '../../engine/block-definition.ts';
import { IMAGE_SIZES, responsiveImage } from '../../engine/urls/image-url.ts';
import type { ViewImage } from '../../model/view-models.ts';
import { COVER_VERSION, coverFields } from './properties.ts';

/** What the cover shows: the production's still, and its title as the page's h1 if shown. */
export interface CoverProps {
  image: ViewImage | null;
  /** null when the page's h1 comes from another block (the film page's title block). */
  title: string | null;
}

/**
 * The top of a film or culture page (spec §2.3): the still (`image`, bound to
 * `@assets[type=first_image]`) at the slide size, and the title (`@title`) unless
 * `showTitle` is false.
 */
export const coverBlock = defineBlock({
  component: 'cover',
  version: COVER_VERSION,
  dataSchema: coverFields.dataSchema,
  resolve({ data, bound, site }): CoverProps {
    const { title, image } = coverFields.read(bound);
    return {
      // The still sits next to the title: decorative unless the editor described it.
      image: image ? responsiveImage(site, image, IMAGE_SIZES.slide, image.alt ?? '') : null,
      title: data.showTitle ? (title ?? null) : null,
    };
  },
});
