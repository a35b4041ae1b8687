import type { z } from 'zod';
import type { PageConfig } from '../model/page-config.ts';
import { type ContentIssue, issuesFromZod, jsonPath } from './content-error.ts';
import { resolveRelativeDatesDeep } from './relative-date.ts';

/**
 * Checks each block of a page against its kind's data schema and makes relative dates in its
 * own fields absolute (`filter.from: "+0d"`). Shared by every content source, so a page is
 * judged the same whether it came from a file or from the management API. `prefix` is the
 * page's place in its file or payload (`[]` for a page file, `['data', 3]` in a payload).
 */
export function checkPageBlocks(
  page: PageConfig,
  file: string,
  options: { today: string; blockSchemas: Readonly<Record<string, z.ZodType>> },
  prefix: readonly PropertyKey[] = [],
): { page: PageConfig; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const kinds = Object.keys(options.blockSchemas).sort();
  const blocks = page.blocks.map((block, index) => {
    const { bindings, locale, ...own } = block.data;
    const resolved = resolveRelativeDatesDeep(own, options.today) as Record<string, unknown>;
    const schema = options.blockSchemas[block.component];
    if (!schema) {
      issues.push({
        file,
        path: jsonPath([...prefix, 'blocks', index, 'component']),
        message: `unknown block kind "${block.component}"; expected one of: ${kinds.join(', ')}`,
      });
    } else {
      const parsed = schema.safeParse(resolved);
      if (!parsed.success) issues.push(...issuesFromZod(file, parsed.error, [...prefix, 'blocks', index, 'data']));
    }
    return { ...block, data: { ...resolved, bindings, locale } };
  });
  return { page: { ...page, blocks }, issues };
}
