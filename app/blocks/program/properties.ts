import { z } from 'zod';
import { labels } from '../../locale/labels.ts';
import { DateText } from '../../model/common.ts';
import { Event } from '../../model/event.ts';
import { HeadingLevel } from '../fields/block-data.ts';
import { blockFields, field } from '../fields/block-fields.ts';

/** Component version (spec §9: program is v8). */
export const PROGRAM_VERSION = 'v8';

/** The fields of the programme (spec §3.9), declared once. Dates may be relative (`+0d`) in content. */
export const programFields = blockFields('program', {
  title: field.data(z.string().min(1).default(labels.cinemaProgram), { type: 'string', icon: 'heading' }),
  headingLevel: field.data(HeadingLevel, { type: 'select', icon: 'heading' }),
  events: field.list(Event, { type: 'collection', icon: 'calendar' }),
  from: field.data(DateText.optional(), { type: 'date', icon: 'calendar' }),
  to: field.data(DateText.optional(), { type: 'date', icon: 'calendar' }),
  showTicketCount: field.data(z.boolean().default(true), { type: 'boolean', icon: 'hash' }),
  /** The visitor's filters above the list (`/kinoprogram`). */
  showFilters: field.data(z.boolean().default(false), { type: 'boolean', icon: 'filter' }),
});
