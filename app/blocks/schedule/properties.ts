import { z } from 'zod';
import { labels } from '../../locale/labels.ts';
import { Event } from '../../model/event.ts';
import { LinkTarget } from '../fields/block-data.ts';
import { blockFields, field } from '../fields/block-fields.ts';

/** Component version (spec §9: schedule is v2). */
export const SCHEDULE_VERSION = 'v2';

/** The fields of the schedule (spec §3.3, §3.9), declared once. */
export const scheduleFields = blockFields('schedule', {
  title: field.data(z.string().min(1).default(labels.cinemaProgram), { type: 'string', icon: 'heading' }),
  items: field.list(Event, { type: 'collection', icon: 'calendar' }),
  showTicketCount: field.data(z.boolean().default(true), { type: 'boolean', icon: 'hash' }),
  showMoreLinkTitle: field.data(z.string().min(1).optional(), { type: 'string', icon: 'link' }),
  showMoreLinkUrl: field.data(LinkTarget.optional(), { type: 'string', icon: 'link' }),
});
