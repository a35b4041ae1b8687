/**
 * The pages: those that read no content that changed keep their linked files unresolved
 * (decision 128); the others are rendered on every core through React Router's server build
 * (render-pool.ts, decision 70), each written with a guess of its policy's site part (decision 77).
 */
import { readPublicConfig } from '../../app/model/public-config.ts';
import type { PolicySources } from '../post-build/content-security-policy.ts';
import { workerEnv, type BuildContext } from './build-context.ts';
import type { Bundle } from './bundle-phase.ts';
import { changedContent, readsChanged } from './content-inputs.ts';
import type { ContentSummary } from './content-process.ts';
import { createRecordCollector } from './page-records.ts';
import { createPolicyGuess, type PolicyGuess } from './policy-guess.ts';
import { startRenderPool, workersFor } from './render-pool.ts';
import type { BuiltPage, PageRecord } from './render-worker.ts';

export interface RenderedPages {
  policySources: PolicySources;
  policyGuess: PolicyGuess;
  /** What the pages were built from, for the build's state. */
  records: ReturnType<typeof createRecordCollector>;
  /** Pages rendered, and pages kept as the previous build wrote them. */
  rendered: number;
  kept: number;
}

export async function renderPages(ctx: BuildContext, content: ContentSummary, bundle: Bundle): Promise<RenderedPages> {
  const { paths } = content;
  const publicConfig = readPublicConfig(process.env);
  const policySources: PolicySources = {
    imageHost: content.imageHost,
    ticketingHost: content.ticketingHost,
    partnerApis: Object.values(publicConfig.partnerApis),
    runtimeApi: publicConfig.runtimeApi,
  };
  const policyGuess = createPolicyGuess(policySources, content.origins, bundle.previous?.policySite ?? null);
  const records = createRecordCollector();
  const collect = (batch: readonly BuiltPage[], site: readonly string[] | null) => {
    records.add(batch);
    policyGuess.add(batch, site);
  };
  const unchanged = unchangedPages(content, bundle);
  collect(
    unchanged.map((page) => ({ ...page, kept: true })),
    null,
  );
  if (unchanged.length > 0)
    ctx.progress.note(`${unchanged.length} pages read no content that changed: kept as they are`);
  const kept = new Set(unchanged.map((page) => page.path));
  const toRender = kept.size === 0 ? paths : paths.filter((path) => !kept.has(path));
  ctx.progress.pages(unchanged.length);
  // The render workers for a fresh bundle's server build, one per core (at most one per page);
  // with the bundle reused they were started while the content loaded (decide-reuse.ts).
  if (ctx.ownRenderer)
    ctx.running.pool ??= startRenderPool({
      serverBuildFile: ctx.staging.serverBuild,
      env: workerEnv(ctx),
      workers: workersFor(paths.length, process.env),
    });
  const { pool } = ctx.running;
  const { previousRecords, reuse, linked } = bundle;
  // Without its own renderer, React Router's prerender has written every page already.
  const result =
    pool === undefined
      ? { rendered: paths.length, reused: 0 }
      : await pool.render(toRender, {
          clientDir: ctx.staging.client,
          previousDir: reuse ? ctx.output.client : null,
          linked: reuse && linked,
          previous: (path) => previousRecords.get(path) ?? null,
          policySite: () => policyGuess.site(),
          onRecords: collect,
          onPages: (count, kept) => ctx.progress.pages(count + kept),
        });
  // The workers have exited; the previous records are not needed any more.
  ctx.running.pool = undefined;
  previousRecords.clear();
  ctx.progress.done();
  ctx.endPhase('pages');
  return { policySources, policyGuess, records, rendered: result.rendered, kept: result.reused + unchanged.length };
}

/**
 * The previous pages none of whose read records changed, in an unchanged frame: they keep their
 * linked files without being resolved (decision 128); the workers digest the others.
 */
function unchangedPages(content: ContentSummary, bundle: Bundle): PageRecord[] {
  const { previous, reuse, linked, previousRecords } = bundle;
  const change =
    reuse && linked && previous !== undefined ? changedContent(previous.inputs ?? undefined, content.inputs) : null;
  return change === null
    ? []
    : [...previousRecords.values()].filter((page) => page.digest !== null && !readsChanged(page.reads, change));
}
