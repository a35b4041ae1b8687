import type { BlockProperty } from '../../model/page-config.ts';

/** Component version (spec §9: schedule is v2). */
export const SCHEDULE_VERSION = 'v2';

/** Editor properties of the schedule (spec §3.3, §3.9). */
export const scheduleProperties: BlockProperty[] = [
  { name: 'title', type: 'string', icon: 'heading', hidden: false, default: 'Kinoprogram' },
  { name: 'items', type: 'collection', icon: 'calendar', hidden: false },
  { name: 'showTicketCount', type: 'boolean', icon: 'hash', hidden: false, default: true },
  { name: 'showMoreLinkTitle', type: 'string', icon: 'link', hidden: false },
  { name: 'showMoreLinkUrl', type: 'string', icon: 'link', hidden: false },
];
