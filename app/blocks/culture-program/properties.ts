import { z } from 'zod';
import { labels } from '../../locale/labels.ts';
import { DateText } from '../../model/common.ts';
import { Event } from '../../model/event.ts';
import { Production } from '../../model/production.ts';
import { HeadingLevel, LinkTarget } from '../fields/block-data.ts';
import { blockFields, field } from '../fields/block-fields.ts';
import { BoundImage } from '../fields/bound-values.ts';

/** Component version (spec §9: culture-program is v2). */
export const CULTURE_PROGRAM_VERSION = 'v2';

/** The fields of the culture programme (spec §3.6, §3.9), declared once. */
export const cultureProgramFields = blockFields('culture-program', {
  title: field.data(z.string().min(1).default(labels.cultureProgram), { type: 'string', icon: 'heading' }),
  headingLevel: field.data(HeadingLevel, { type: 'select', icon: 'heading' }),
  subtitle: field.data(z.string().default(''), { type: 'markdown', icon: 'markdown' }),
  items: field.list(Production, { type: 'collection', icon: 'music' }),
  image: field.column(BoundImage, 'items', { type: 'image', icon: 'image' }),
  events: field.list(Event, { type: 'collection', icon: 'ticket' }),
  filter: field.data(
    z
      .strictObject({ from: DateText.optional(), to: DateText.optional(), display: z.boolean().default(false) })
      .default({ display: false }),
    { type: 'object', icon: 'filter' },
  ),
  // 0 means no limit (decision 17).
  limit: field.data(z.number().int().min(0).default(0), { type: 'number', icon: 'hash' }),
  showTicketCount: field.data(z.boolean().default(true), { type: 'boolean', icon: 'hash' }),
  showMoreLinkTitle: field.data(z.string().min(1).optional(), { type: 'string', icon: 'link' }),
  showMoreLinkUrl: field.data(LinkTarget.optional(), { type: 'string', icon: 'link' }),
});
