/**
 * The registry of block kinds for the page engine and the content check.
 * CAREFUL: loaded by Node at build time (react-router.config.ts → site-build.server.ts), so it
 * imports `resolve.ts` files only: nothing here may pull in `.tsx` or CSS.
 */
import type { z } from 'zod';
import type { BlockDefinitions } from '../engine/block-definition.ts';
import { coverFlowBlock } from './cover-flow/resolve.ts';
import { coverBlock } from './cover/resolve.ts';
import { cultureProgramBlock } from './culture-program/resolve.ts';
import { movieInfoBlock } from './movie-info/resolve.ts';
import { newsSubscribeBlock } from './news-subscribe/resolve.ts';
import { programBlock } from './program/resolve.ts';
import { quickLinksBlock } from './quick-links/resolve.ts';
import { scheduleBlock } from './schedule/resolve.ts';
import { slideshowBlock } from './slideshow/resolve.ts';
import { textBlock } from './text/resolve.ts';
import { ticketListBlock } from './ticket-list/resolve.ts';
import { titleBlock } from './title/resolve.ts';

/** Every block kind by its `component` name, with its precise types (for the component registry). */
export const blockKinds = {
  cover: coverBlock,
  title: titleBlock,
  text: textBlock,
  'ticket-list': ticketListBlock,
  'movie-info': movieInfoBlock,
  slideshow: slideshowBlock,
  'cover-flow': coverFlowBlock,
  schedule: scheduleBlock,
  'culture-program': cultureProgramBlock,
  'quick-links': quickLinksBlock,
  program: programBlock,
  'news-subscribe': newsSubscribeBlock,
} as const;

/** A block kind's name. */
export type BlockKind = keyof typeof blockKinds;

/** The registry the page engine resolves blocks with. */
export const blockDefinitions: BlockDefinitions = blockKinds;

/** The schema of each kind's own `data` fields, for the content check (`component` → schema). */
export const blockSchemas: Readonly<Record<string, z.ZodType>> = Object.fromEntries(
  Object.entries(blockKinds).map(([kind, definition]) => [kind, definition.dataSchema]),
);
