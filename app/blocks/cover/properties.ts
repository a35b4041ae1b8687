import { z } from 'zod';
import { blockFields, field } from '../fields/block-fields.ts';
import { BoundImage } from '../fields/bound-values.ts';

/** Component version (spec §9: all kinds not listed there are v1). */
export const COVER_VERSION = 'v1';

/** The fields of the cover (spec §3.9), declared once. `title` and `image` are bound to the production. */
export const coverFields = blockFields('cover', {
  title: field.one(z.string(), { type: 'string', icon: 'heading' }),
  image: field.one(BoundImage, { type: 'image', icon: 'image' }),
  showTitle: field.data(z.boolean().default(true), { type: 'boolean', icon: 'eye' }),
});
