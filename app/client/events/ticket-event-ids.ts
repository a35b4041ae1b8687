import type { PageBundle } from '../../model/page-bundle.ts';

const EVENT_ID = /^e-\d+$/;

/**
 * The ids of every event a page shows a ticket line for: each `id` of the form `e-{number}`
 * (spec §3.3) anywhere in its blocks' props, each once, in page order. Read from the props, not
 * from each block kind, so a new programme block gets live counts without a change here.
 */
export function ticketEventIds(bundle: Pick<PageBundle, 'blocks'>): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, field] of Object.entries(value)) {
      if (key === 'id' && typeof field === 'string' && EVENT_ID.test(field)) ids.add(field);
      else visit(field);
    }
  };
  for (const block of bundle.blocks) visit(block.props);
  return [...ids];
}
