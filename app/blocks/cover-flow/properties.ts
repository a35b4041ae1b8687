import { z } from 'zod';
import { labels } from '../../locale/labels.ts';
import { DateText } from '../../model/common.ts';
import { Production } from '../../model/production.ts';
import { HeadingLevel, LinkTarget } from '../fields/block-data.ts';
import { blockFields, field } from '../fields/block-fields.ts';
import { BoundImage, BoundText } from '../fields/bound-values.ts';

/** Component version (spec §9: cover-flow is v2). */
export const COVER_FLOW_VERSION = 'v2';

/** The fields of the cover flow (spec §3.7, §3.9), declared once. */
export const coverFlowFields = blockFields('cover-flow', {
  title: field.data(z.string().min(1).default(labels.movies), { type: 'string', icon: 'heading' }),
  headingLevel: field.data(HeadingLevel, { type: 'select', icon: 'heading' }),
  items: field.list(Production, { type: 'collection', icon: 'film' }),
  poster: field.column(BoundImage, 'items', { type: 'image', icon: 'image' }),
  firstNight: field.column(DateText, 'items', { type: 'date', icon: 'calendar' }),
  genre: field.column(BoundText, 'items', { type: 'string', icon: 'tag' }),
  imagePlaceholder: field.data(z.string().min(1).optional(), { type: 'image', icon: 'image' }),
  displayType: field.data(z.enum(['carousel', 'grid']).default('carousel'), { type: 'select', icon: 'layout' }),
  showMoreLinkTitle: field.data(z.string().min(1).optional(), { type: 'string', icon: 'link' }),
  showMoreLinkUrl: field.data(LinkTarget.optional(), { type: 'string', icon: 'link' }),
});
