import type { BlockProperty } from '../../model/page-config.ts';

/** Component version (spec §9: ticket-list and ticket are v5). */
export const TICKET_LIST_VERSION = 'v5';

/** Editor properties of the ticket list (spec §3.9). `events` is bound to the page's `events` source. */
export const ticketListProperties: BlockProperty[] = [
  { name: 'title', type: 'string', icon: 'heading', hidden: false, default: 'Billetter' },
  { name: 'events', type: 'collection', icon: 'ticket', hidden: false },
  { name: 'showTicketCount', type: 'boolean', icon: 'hash', hidden: false, default: true },
];
