import type { BlockProperty } from '../../model/page-config.ts';

/** Component version (spec §9: program is v8). */
export const PROGRAM_VERSION = 'v8';

/** Editor properties of the programme (spec §3.9). Dates may be relative (`+0d`) in content. */
export const programProperties: BlockProperty[] = [
  { name: 'title', type: 'string', icon: 'heading', hidden: false, default: 'Kinoprogram' },
  { name: 'headingLevel', type: 'select', icon: 'heading', hidden: false, default: 2 },
  { name: 'events', type: 'collection', icon: 'calendar', hidden: false },
  { name: 'from', type: 'date', icon: 'calendar', hidden: false },
  { name: 'to', type: 'date', icon: 'calendar', hidden: false },
  { name: 'showTicketCount', type: 'boolean', icon: 'hash', hidden: false, default: true },
  { name: 'showFilters', type: 'boolean', icon: 'filter', hidden: false, default: false },
];
