import type { BlockProperty } from '../../model/page-config.ts';

/** Component version (spec §9: all kinds not listed there are v1). */
export const TEXT_VERSION = 'v1';

/** Editor properties of the text block (spec §3.9): an article id, or markdown typed in. */
export const textProperties: BlockProperty[] = [
  { name: 'article', type: 'select', icon: 'file-text', hidden: false },
  { name: 'body', type: 'markdown', icon: 'markdown', hidden: false, default: '' },
  { name: 'showTitle', type: 'boolean', icon: 'heading', hidden: false, default: false },
];
