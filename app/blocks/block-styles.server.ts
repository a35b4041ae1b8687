/**
 * The CSS of the block kinds as text, for the page loader to put in the page (one stylesheet at most,
 * decision 100). Vite minifies each file (`?inline`) and no browser chunk imports them, so the
 * site's stylesheet holds no block CSS.
 * CAREFUL: only the page route's loader may import this module (it runs inside React Router's
 * build): Node alone cannot load `?inline` CSS, and scripts/build.ts loads the build modules
 * with Node.
 */
import common from './parts/block-common.css?inline';
import coverFlow from './cover-flow/cover-flow.css?inline';
import cover from './cover/cover.css?inline';
import cultureProgram from './culture-program/culture-program.css?inline';
import type { blockKinds } from './definitions.ts';
import movieInfo from './movie-info/movie-info.css?inline';
import newsSubscribe from './news-subscribe/news-subscribe.css?inline';
import program from './program/program.css?inline';
import programFilters from './program/program-filters.css?inline';
import quickLinks from './quick-links/quick-links.css?inline';
import schedule from './schedule/schedule.css?inline';
import slideshow from './slideshow/slideshow.css?inline';
import text from './text/text.css?inline';
import ticketList from './ticket-list/ticket-list.css?inline';
import title from './title/title.css?inline';
import type { BlockStyleSheets } from './block-styles.ts';

// Every kind has its CSS (a new kind does not compile without it); the order is the cascade
// order the one bundled stylesheet had (the folders' alphabetical import order).
const byKind = {
  'cover-flow': coverFlow,
  cover,
  'culture-program': cultureProgram,
  'movie-info': movieInfo,
  'news-subscribe': newsSubscribe,
  program: program + programFilters,
  'quick-links': quickLinks,
  schedule,
  slideshow,
  text,
  'ticket-list': ticketList,
  title,
} satisfies Record<keyof typeof blockKinds, string>;

export const blockStyleSheets: BlockStyleSheets = { common, kinds: Object.entries(byKind) };
