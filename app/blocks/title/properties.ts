import { z } from 'zod';
import { Feature } from '../../model/common.ts';
import { Event } from '../../model/event.ts';
import { blockFields, field } from '../fields/block-fields.ts';
import { BoundImage, BoundText } from '../fields/bound-values.ts';

/** Component version (spec §9: all kinds not listed there are v1). */
export const TITLE_VERSION = 'v1';

/**
 * The fields of the title block (spec §3.9), declared once. On information pages the title is
 * typed in or taken from the page's article; on film pages it and the meta fields are bound to
 * the production, and `events` to its events, for the next screening's ticket button.
 */
export const titleFields = blockFields('title', {
  title: field.dataOrBound(z.string().min(1).optional(), z.string().min(1), { type: 'string', icon: 'heading' }),
  article: field.data(z.string().min(1).optional(), { type: 'select', icon: 'file-text' }),
  genre: field.one(BoundText, { type: 'string', icon: 'tag' }),
  duration: field.one(BoundText, { type: 'number', icon: 'clock' }),
  features: field.one(z.array(Feature), { type: 'array', icon: 'list', hidden: true }),
  premiere: field.one(BoundText, { type: 'date', icon: 'calendar' }),
  poster: field.one(BoundImage, { type: 'image', icon: 'image' }),
  /** The production's events (the page's `events` source with `@`): the next one's ticket button. */
  events: field.list(Event, { type: 'collection', icon: 'ticket', hidden: true }),
});
