import type { BlockProperty } from '../../model/page-config.ts';

/** Component version (spec §9: all kinds not listed there are v1). */
export const NEWS_SUBSCRIBE_VERSION = 'v1';

/** Editor properties of the newsletter sign-up (spec §3.9). */
export const newsSubscribeProperties: BlockProperty[] = [
  { name: 'title', type: 'string', icon: 'heading', hidden: false, default: 'Nyhetsbrev' },
  { name: 'text', type: 'markdown', icon: 'markdown', hidden: false, default: '' },
  { name: 'action', type: 'string', icon: 'link', hidden: false },
  { name: 'emailField', type: 'string', icon: 'mail', hidden: true, default: 'email' },
  { name: 'buttonLabel', type: 'string', icon: 'send', hidden: false, default: 'Meld meg på' },
  { name: 'hiddenFields', type: 'array', icon: 'list', hidden: true, default: [] },
];
