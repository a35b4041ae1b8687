import type { z } from 'zod';
import type { ContentSnapshot } from '../model/content-snapshot.ts';

/** What every source needs to produce a snapshot. */
interface ContentLoadOptions {
  /** The build date in Europe/Oslo, `YYYY-MM-DD`. */
  today: string;
  /** The schema of each block kind's own data fields, by `component`. */
  blockSchemas: Readonly<Record<string, z.ZodType>>;
}

/**
 * Where a site's content comes from: the embedded files (`fileSource`,
 * file-source.server.ts) or the venue platform's APIs (`platformSource`,
 * platform-source.server.ts). Both yield the same validated `ContentSnapshot`, or throw
 * `ContentValidationError` listing every problem, or an error naming what could not be read.
 */
export interface ContentSource {
  /** Where the content comes from, for the terminal: `content/`, `platform http://…`. Never a secret. */
  readonly description: string;
  load(options: ContentLoadOptions): Promise<ContentSnapshot>;
}
