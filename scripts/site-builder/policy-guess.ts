/**
 * The site part of the Content-Security-Policy the render workers write into each page while
 * the pages are rendered (decision 77). The true site part depends on the origins every page
 * uses, known only when all are rendered, so each batch is written with a guess: the image and
 * form origins the content names (content-origins.ts) and those of the pages rendered so far.
 * The post-build policy step rewrites only the pages whose guess was wrong.
 */
import {
  originsOf,
  sitePolicy,
  type PoliciedPages,
  type PolicySources,
} from '../post-build/content-security-policy.ts';
import { documentFile } from './react-router-internals.ts';
import type { BuiltPage } from './render-worker.ts';

export interface PolicyGuess {
  /** The site part to write the next pages with. */
  site(): string[];
  /** Takes a batch of built pages: the site part they were written with (null: none), and the origins they use. */
  add(batch: readonly BuiltPage[], site: readonly string[] | null): void;
  /** The HTML files by the site part each carries, for the policy step. */
  written(): PoliciedPages['written'];
}

/** `previousSite`: the site part of the previous build, which its kept pages carry. */
export function createPolicyGuess(
  sources: PolicySources,
  contentOrigins: Iterable<string>,
  previousSite: readonly string[] | null,
): PolicyGuess {
  const origins = new Set(contentOrigins);
  let site = sitePolicy(sources, originsOf(origins));
  const groups = new Map<string, { site: readonly string[]; files: Set<string> }>();
  return {
    site: () => site,
    add(batch, batchSite) {
      for (const page of batch) {
        for (const origin of page.origins) origins.add(origin);
        const used = page.kept && previousSite !== null ? previousSite : (batchSite ?? []);
        const key = used.join('; ');
        const group = groups.get(key) ?? { site: used, files: new Set<string>() };
        group.files.add(documentFile(page.path));
        groups.set(key, group);
      }
      site = sitePolicy(sources, originsOf(origins));
    },
    written: () => [...groups.values()],
  };
}
