import type { BlockProperty } from '../../model/page-config.ts';

/** Component version (spec §9: all kinds not listed there are v1). */
export const QUICK_LINKS_VERSION = 'v1';

/** Editor properties of the quick-link cards (spec §3.5, §3.9). */
export const quickLinksProperties: BlockProperty[] = [
  { name: 'title', type: 'string', icon: 'heading', hidden: false },
  { name: 'cards', type: 'array', icon: 'grid', hidden: false, default: [] },
];
