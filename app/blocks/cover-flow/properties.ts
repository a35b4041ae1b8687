import type { BlockProperty } from '../../model/page-config.ts';

/** Component version (spec §9: cover-flow is v2). */
export const COVER_FLOW_VERSION = 'v2';

/** Editor properties of the cover flow (spec §3.7, §3.9). */
export const coverFlowProperties: BlockProperty[] = [
  { name: 'title', type: 'string', icon: 'heading', hidden: false, default: 'Filmer' },
  { name: 'headingLevel', type: 'select', icon: 'heading', hidden: false, default: 2 },
  { name: 'items', type: 'collection', icon: 'film', hidden: false },
  { name: 'poster', type: 'image', icon: 'image', hidden: false },
  { name: 'firstNight', type: 'date', icon: 'calendar', hidden: false },
  { name: 'genre', type: 'string', icon: 'tag', hidden: false },
  { name: 'imagePlaceholder', type: 'image', icon: 'image', hidden: false },
  { name: 'displayType', type: 'select', icon: 'layout', hidden: false, default: 'carousel' },
  { name: 'showMoreLinkTitle', type: 'string', icon: 'link', hidden: false },
  { name: 'showMoreLinkUrl', type: 'string', icon: 'link', hidden: false },
];
