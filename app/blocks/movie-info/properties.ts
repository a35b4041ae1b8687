import type { BlockProperty } from '../../model/page-config.ts';

/** Component version (spec §9: all kinds not listed there are v1). */
export const MOVIE_INFO_VERSION = 'v1';

/**
 * Editor properties of movie info (spec §3.9). A film page has two: `section: about` (synopsis,
 * keywords, facts) and `section: ratings` (the member API's rating and reviews, spec §3.14).
 */
export const movieInfoProperties: BlockProperty[] = [
  { name: 'section', type: 'select', icon: 'layout', hidden: false, default: 'about' },
  { name: 'title', type: 'string', icon: 'heading', hidden: false },
  { name: 'object', type: 'string', icon: 'film', hidden: true },
  { name: 'synopsis', type: 'markdown', icon: 'align-left', hidden: false },
  { name: 'features', type: 'array', icon: 'tag', hidden: false },
  { name: 'director', type: 'string', icon: 'user', hidden: false },
  { name: 'country', type: 'string', icon: 'globe', hidden: false },
  { name: 'year', type: 'number', icon: 'calendar', hidden: false },
  { name: 'duration', type: 'number', icon: 'clock', hidden: false },
  { name: 'edi', type: 'string', icon: 'hash', hidden: true },
];
