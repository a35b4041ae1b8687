import type { BlockProperty } from '../../model/page-config.ts';

/** Component version (spec §9: culture-program is v2). */
export const CULTURE_PROGRAM_VERSION = 'v2';

/** Editor properties of the culture programme (spec §3.6, §3.9). */
export const cultureProgramProperties: BlockProperty[] = [
  { name: 'title', type: 'string', icon: 'heading', hidden: false, default: 'Kulturprogram' },
  { name: 'headingLevel', type: 'select', icon: 'heading', hidden: false, default: 2 },
  { name: 'subtitle', type: 'markdown', icon: 'markdown', hidden: false, default: '' },
  { name: 'items', type: 'collection', icon: 'music', hidden: false },
  { name: 'image', type: 'image', icon: 'image', hidden: false },
  { name: 'events', type: 'collection', icon: 'ticket', hidden: false },
  { name: 'filter', type: 'object', icon: 'filter', hidden: false, default: { display: false } },
  // 0 means no limit (docs/decisions.md).
  { name: 'limit', type: 'number', icon: 'hash', hidden: false, default: 0 },
  { name: 'showTicketCount', type: 'boolean', icon: 'hash', hidden: false, default: true },
  { name: 'showMoreLinkTitle', type: 'string', icon: 'link', hidden: false },
  { name: 'showMoreLinkUrl', type: 'string', icon: 'link', hidden: false },
];
