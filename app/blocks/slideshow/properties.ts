import type { BlockProperty } from '../../model/page-config.ts';

/** Component version (spec §9: slideshow is v2). */
export const SLIDESHOW_VERSION = 'v2';

/** Slideshow defaults (spec §9). */
export const SLIDESHOW_DEFAULTS = { interval: 5000, limit: 5, mode: 'default', sortAsc: true } as const;

/** Editor properties of the slideshow (spec §3.4, §3.9). */
export const slideshowProperties: BlockProperty[] = [
  { name: 'heading', type: 'string', icon: 'heading', hidden: false },
  { name: 'items', type: 'collection', icon: 'film', hidden: false },
  { name: 'image', type: 'image', icon: 'image', hidden: false },
  { name: 'firstNight', type: 'date', icon: 'calendar', hidden: false },
  { name: 'ticketsAvailable', type: 'boolean', icon: 'ticket', hidden: true },
  { name: 'interval', type: 'number', icon: 'timer', hidden: false, default: SLIDESHOW_DEFAULTS.interval },
  { name: 'limit', type: 'number', icon: 'hash', hidden: false, default: SLIDESHOW_DEFAULTS.limit },
  { name: 'mode', type: 'select', icon: 'shuffle', hidden: false, default: SLIDESHOW_DEFAULTS.mode },
  { name: 'sortAsc', type: 'boolean', icon: 'sort', hidden: false, default: SLIDESHOW_DEFAULTS.sortAsc },
];
