import { z } from 'zod';
import { labels } from '../../locale/labels.ts';
import { Event } from '../../model/event.ts';
import { Production } from '../../model/production.ts';
import { blockFields, field } from '../fields/block-fields.ts';

/** Component version (spec §9: ticket-list and ticket are v5). */
export const TICKET_LIST_VERSION = 'v5';

/**
 * The fields of the ticket list (spec §3.9), declared once. `events` is bound to the page's
 * `events` source; `production` (hidden) to the page's production, else the events' is used.
 */
export const ticketListFields = blockFields('ticket-list', {
  title: field.data(z.string().min(1).default(labels.tickets), { type: 'string', icon: 'heading' }),
  events: field.list(Event, { type: 'collection', icon: 'ticket' }),
  showTicketCount: field.data(z.boolean().default(true), { type: 'boolean', icon: 'hash' }),
  production: field.one(Production, { type: 'object', icon: 'film', hidden: true }),
});
