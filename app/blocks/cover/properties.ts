import type { BlockProperty } from '../../model/page-config.ts';

/** Component version (spec §9: all kinds not listed there are v1). */
export const COVER_VERSION = 'v1';

/** Editor properties of the cover (spec §3.9). `title` and `image` are bound to the production. */
export const coverProperties: BlockProperty[] = [
  { name: 'title', type: 'string', icon: 'heading', hidden: false, default: '' },
  { name: 'image', type: 'image', icon: 'image', hidden: false },
  { name: 'showTitle', type: 'boolean', icon: 'eye', hidden: false, default: true },
];
