/**
 * The editor property schema of every block kind (spec §3.9 `metadata.properties`), by
 * `component`, for a content tool. Like `definitions.ts`, free of `.tsx` and CSS.
 */
import type { BlockProperty } from '../model/page-config.ts';
import type { BlockKind } from './definitions.ts';
import { coverFlowProperties } from './cover-flow/properties.ts';
import { coverProperties } from './cover/properties.ts';
import { cultureProgramProperties } from './culture-program/properties.ts';
import { movieInfoProperties } from './movie-info/properties.ts';
import { newsSubscribeProperties } from './news-subscribe/properties.ts';
import { programProperties } from './program/properties.ts';
import { quickLinksProperties } from './quick-links/properties.ts';
import { scheduleProperties } from './schedule/properties.ts';
import { slideshowProperties } from './slideshow/properties.ts';
import { textProperties } from './text/properties.ts';
import { ticketListProperties } from './ticket-list/properties.ts';
import { titleProperties } from './title/properties.ts';

export const blockProperties: Readonly<Record<BlockKind, readonly BlockProperty[]>> = {
  cover: coverProperties,
  title: titleProperties,
  text: textProperties,
  'ticket-list': ticketListProperties,
  'movie-info': movieInfoProperties,
  slideshow: slideshowProperties,
  'cover-flow': coverFlowProperties,
  schedule: scheduleProperties,
  'culture-program': cultureProgramProperties,
  'quick-links': quickLinksProperties,
  program: programProperties,
  'news-subscribe': newsSubscribeProperties,
};
