import { createContext } from 'react';
import { blocksOf, type PageBundle } from '../../model/page-bundle.ts';
import type { ProgramProps } from './resolve.ts';

/**
 * How the programme gets the programme of another page of the site (a day's page, or the
 * first document seen from a day's page): its props, or undefined when the page has none.
 * The page route provides it (a page bundle fetched as a client navigation fetches one, so
 * the service worker keeps it for offline); without it (the markup tests) nothing loads.
 */
export type LoadProgram = (path: string) => Promise<ProgramProps | undefined>;
export const LoadProgramContext = createContext<LoadProgram | null>(null);

/** The programme a page bundle shows (its first, one programme block a page), the build's own props. */
export function programOf(bundle: Pick<PageBundle, 'rows'>): ProgramProps | undefined {
  return blocksOf(bundle).find((block) => block.component === 'program')?.props as ProgramProps | undefined;
}
