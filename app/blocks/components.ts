/**
 * The component registry: block kind → the React component that renders its resolved props.
 * It knows the definitions by type only (`import type`), so no resolver code (markdown,
 * sanitiser, zod schemas) reaches the browser bundle.
 */
import type { ComponentType } from 'react';
import type { BlockDefinition } from '../engine/block-definition.ts';
import { CoverFlow } from './cover-flow/cover-flow.tsx';
import { Cover } from './cover/cover.tsx';
import { CultureProgram } from './culture-program/culture-program.tsx';
import type { blockKinds } from './definitions.ts';
import { MovieInfo } from './movie-info/movie-info.tsx';
import { NewsSubscribe } from './news-subscribe/news-subscribe.tsx';
import { Program } from './program/program.tsx';
import { QuickLinks } from './quick-links/quick-links.tsx';
import { Schedule } from './schedule/schedule.tsx';
import { Slideshow } from './slideshow/slideshow.tsx';
import { Text } from './text/text.tsx';
import { TicketList } from './ticket-list/ticket-list.tsx';
import { Title } from './title/title.tsx';

type PropsOf<Definition> = Definition extends BlockDefinition<infer _Data, infer Props> ? Props : never;

/** One component per block kind, each taking exactly what its kind's `resolve()` returns. */
type ComponentRegistry = {
  readonly [Kind in keyof typeof blockKinds]: ComponentType<PropsOf<(typeof blockKinds)[Kind]>>;
};

export const blockComponents: ComponentRegistry = {
  cover: Cover,
  title: Title,
  text: Text,
  'ticket-list': TicketList,
  'movie-info': MovieInfo,
  slideshow: Slideshow,
  'cover-flow': CoverFlow,
  schedule: Schedule,
  'culture-program': CultureProgram,
  'quick-links': QuickLinks,
  program: Program,
  'news-subscribe': NewsSubscribe,
};
