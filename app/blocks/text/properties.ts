import { z } from 'zod';
import { blockFields, field } from '../fields/block-fields.ts';

/** Component version (spec §9: all kinds not listed there are v1). */
export const TEXT_VERSION = 'v1';

/** The fields of the text block (spec §3.9), declared once: an article id, or markdown typed in. */
export const textFields = blockFields('text', {
  article: field.data(z.string().min(1).optional(), { type: 'select', icon: 'file-text' }),
  body: field.data(z.string().min(1).optional(), { type: 'markdown', icon: 'markdown' }),
  showTitle: field.data(z.boolean().default(false), { type: 'boolean', icon: 'heading' }),
});
