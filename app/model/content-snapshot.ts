import type { Event } from './event.ts';
import type { PageConfig } from './page-config.ts';
import type { Production } from './production.ts';
import type { Redirect, Site, Theme } from './site.ts';

/** A text from the management API (spec §7.3 `article`); `body` is markdown. */
export interface Article {
  id: string;
  title: string;
  body: string;
}

/** All content of one site, validated: what the page engine builds from. */
export interface ContentSnapshot {
  site: Site;
  theme: Theme;
  redirects: Redirect[];
  pages: PageConfig[];
  productions: Production[];
  /** Events with absolute dates, sorted by `startDate`. */
  events: Event[];
  articles: Article[];
  /** The build's date in Europe/Oslo, `YYYY-MM-DD`: "today" for every block. */
  today: string;
}
