import type { BlockProperty } from '../../model/page-config.ts';

/** Component version (spec §9: all kinds not listed there are v1). */
export const TITLE_VERSION = 'v1';

/**
 * Editor properties of the title block (spec §3.9). On information pages the title is typed in
 * or taken from the page's article; on film pages it and the meta fields are bound to the production.
 */
export const titleProperties: BlockProperty[] = [
  { name: 'title', type: 'string', icon: 'heading', hidden: false, default: '' },
  { name: 'article', type: 'select', icon: 'file-text', hidden: false },
  { name: 'genre', type: 'string', icon: 'tag', hidden: false },
  { name: 'duration', type: 'number', icon: 'clock', hidden: false },
  { name: 'features', type: 'array', icon: 'list', hidden: true },
  { name: 'premiere', type: 'date', icon: 'calendar', hidden: false },
  { name: 'poster', type: 'image', icon: 'image', hidden: false },
];
