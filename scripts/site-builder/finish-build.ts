/**
 * What the post-build phase of `npm run build` runs (post-build-phase.ts), once the pages are
 * rendered: the post-build steps shape the staged build for a static host and check that every
 * page is there; then the build's state (the next build's reuse, decision 72) and the search
 * index are written.
 */
import { join } from 'node:path';
import type { PoliciedPages, PolicySources } from '../post-build/content-security-policy.ts';
import { writeBuildState, type BuildState } from './bundle-state.ts';

/**
 * What the post-build steps need, loaded when asked: the content again, from the snapshot file
 * (validated already), and the steps' modules (sharp, Workbox). Neither is held while Vite and
 * the render workers run in a clean build (decision 112).
 */
export async function loadPostBuild(snapshotFile: string) {
  process.env['FOAJE_SNAPSHOT_FILE'] = snapshotFile;
  const [{ loadSiteBuild }, { postProcess }] = await Promise.all([
    import('../../app/routes/site-build.server.ts'),
    import('../post-build/post-process.ts'),
  ]);
  return { site: await loadSiteBuild(), postProcess };
}

type PostBuild = Awaited<ReturnType<typeof loadPostBuild>>;

export interface FinishInput {
  postBuild: PostBuild;
  repoRoot: string;
  contentDir: string;
  /** The build being made; its `client/` is what is deployed. */
  stagingDir: string;
  policy: PolicySources;
  /** The pages the render workers gave a policy (decision 77); without it the policy step does every page. */
  policyDone: PoliciedPages | undefined;
  /** The build's state but the policy's site part, which the policy step settles. */
  state: Omit<BuildState, 'policySite'>;
}

/** Finishes the staged build; resolves with the counts the build's last line tells. */
export async function finishBuild(input: FinishInput): Promise<{ pages: number; redirects: number }> {
  const { site, postProcess } = input.postBuild;
  const pages = [...site.routes.entries.values()].map(({ path, noindex }) => ({ path, noindex }));
  let policySite: string[] = [];
  await postProcess({
    outDir: input.stagingDir,
    imagesDir: join(input.contentDir, 'images'),
    host: site.snapshot.site.host,
    pages,
    redirects: site.routes.redirects,
    calendar: site.snapshot,
    nextScreenings: site.snapshot,
    webApp: {
      name: site.snapshot.site.title,
      shortName: site.snapshot.site.venue,
      description: site.resolveMeta('/')?.description ?? '',
      favicon: site.snapshot.theme.favicon,
      tokensFile: join(input.repoRoot, 'app/site/tokens.css'),
    },
    policy: input.policy,
    ...(input.policyDone !== undefined ? { policyDone: input.policyDone } : {}),
    onPolicySite: (settled) => (policySite = settled),
  });
  await writeBuildState(input.stagingDir, { ...input.state, policySite });
  // Search: the index of films, events and pages, when the theme switches search on.
  if (site.snapshot.theme.search.enabled) {
    const { writeSearchIndex } = await import('../post-build/search-index.ts');
    await writeSearchIndex(join(input.stagingDir, 'client'), site.snapshot, site.routes.entries.values());
  }
  return { pages: pages.length, redirects: site.routes.redirects.size };
}
