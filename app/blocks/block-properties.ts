/**
 * The editor property schema of every block kind (spec §3.9 `metadata.properties`), by
 * `component`, for a content tool: derived from each kind's field declaration
 * (`<kind>/properties.ts`), never written by hand. Like `definitions.ts`, free of `.tsx` and CSS.
 */
import type { BlockProperty } from '../model/page-config.ts';
import type { BlockKind } from './definitions.ts';
import { coverFlowFields } from './cover-flow/properties.ts';
import { coverFields } from './cover/properties.ts';
import { cultureProgramFields } from './culture-program/properties.ts';
import { movieInfoFields } from './movie-info/properties.ts';
import { newsSubscribeFields } from './news-subscribe/properties.ts';
import { programFields } from './program/properties.ts';
import { quickLinksFields } from './quick-links/properties.ts';
import { scheduleFields } from './schedule/properties.ts';
import { slideshowFields } from './slideshow/properties.ts';
import { textFields } from './text/properties.ts';
import { ticketListFields } from './ticket-list/properties.ts';
import { titleFields } from './title/properties.ts';

export const blockProperties: Readonly<Record<BlockKind, readonly BlockProperty[]>> = {
  cover: coverFields.properties,
  title: titleFields.properties,
  text: textFields.properties,
  'ticket-list': ticketListFields.properties,
  'movie-info': movieInfoFields.properties,
  slideshow: slideshowFields.properties,
  'cover-flow': coverFlowFields.properties,
  schedule: scheduleFields.properties,
  'culture-program': cultureProgramFields.properties,
  'quick-links': quickLinksFields.properties,
  program: programFields.properties,
  'news-subscribe': newsSubscribeFields.properties,
};
