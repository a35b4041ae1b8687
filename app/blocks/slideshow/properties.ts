import { z } from 'zod';
import { DateText } from '../../model/common.ts';
import { Production } from '../../model/production.ts';
import { blockFields, field } from '../fields/block-fields.ts';
import { BoundImage } from '../fields/bound-values.ts';

/** Component version (spec §9: slideshow is v2). */
export const SLIDESHOW_VERSION = 'v2';

/** The fields of the slideshow (spec §3.4, §3.9), declared once; the defaults are spec §9's. */
export const slideshowFields = blockFields('slideshow', {
  heading: field.data(z.string().min(1).optional(), { type: 'string', icon: 'heading' }),
  items: field.list(Production, { type: 'collection', icon: 'film' }),
  image: field.column(BoundImage, 'items', { type: 'image', icon: 'image' }),
  firstNight: field.column(DateText, 'items', { type: 'date', icon: 'calendar' }),
  ticketsAvailable: field.column(z.boolean(), 'items', { type: 'boolean', icon: 'ticket', hidden: true }),
  interval: field.data(z.number().int().min(1000).default(5000), { type: 'number', icon: 'timer' }),
  limit: field.data(z.number().int().min(1).default(5), { type: 'number', icon: 'hash' }),
  mode: field.data(z.enum(['default', 'single_random', 'single_fixed']).default('default'), {
    type: 'select',
    icon: 'shuffle',
  }),
  sortAsc: field.data(z.boolean().default(true), { type: 'boolean', icon: 'sort' }),
});
