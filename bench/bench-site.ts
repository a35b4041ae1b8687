/**
 * The sample venue as a visitor gets it, for the weight, Lighthouse and navigation sections:
 * built into build-bench/site with its images on the local image service, and served with the
 * live services beside it, all on the bench's ports (4190–4199).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Server } from 'node:http';
import { blockDefinitions, blockSchemas } from '../app/blocks/definitions.ts';
import { loadContentFromDir } from '../app/content/file-source.server.ts';
import { createPageResolver } from '../app/engine/resolve-page.ts';
import { MEMBER_PATHS } from '../app/member/member-paths.ts';
import { createStaticServer } from '../scripts/static-server/static-server.ts';
import { startImageService } from '../local-services/image-service/image-service.ts';
import type { RunningService } from '../local-services/running-service.ts';
import { startPartnerApi } from '../local-services/partner-api/start-partner-api.ts';
import { startRuntimeApi } from '../local-services/runtime-api/start-runtime-api.ts';

const root = resolve(import.meta.dirname, '..');
const content = join(root, 'content');
export const BENCH_PORTS = { site: 4190, images: 4192, runtime: 4193, partner118: 4194, partner178: 4195 } as const;
const local = (port: number) => `http://127.0.0.1:${port}`;

/** The pages measured: home, the programme, a film page, a culture page and the member login. */
/** A browser context as a visitor's phone: 390 × 844 at 2×, touch, in Bokmål and Oslo time. */
export const PHONE_VISITOR = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'nb-NO',
  timezoneId: 'Europe/Oslo',
} as const;

export interface BenchPages {
  home: string;
  programme: string;
  film: string;
  culture: string;
  /** A member screen: prerendered as a shell, rendered in the browser (its code loads on demand). */
  logIn: string;
}

/** The measured pages as `[name, path]` pairs. */
export function pageEntries(pages: BenchPages): [keyof BenchPages, string][] {
  return [
    ['home', pages.home],
    ['programme', pages.programme],
    ['film', pages.film],
    ['culture', pages.culture],
    ['logIn', pages.logIn],
  ];
}

/** A film now showing and a culture item with performances ahead, the first of each by id. */
export async function choosePages(today: string): Promise<BenchPages> {
  const snapshot = await loadContentFromDir(content, { today, blockSchemas });
  const routes = createPageResolver(snapshot, blockDefinitions).routes.entries;
  const withEvents = new Set(snapshot.events.map((event) => event.production.id));
  const byId = [...snapshot.productions].sort((a, b) => a.id.localeCompare(b.id));
  const film = byId.find((p) => p.object === 'movie' && p.objectClass === 'movie' && withEvents.has(p.id));
  const culture = byId.find((p) => p.object === 'culture' && withEvents.has(p.id));
  if (!film || !culture) throw new Error('The sample venue has no film or culture item with events to measure');
  const pages = {
    home: '/',
    programme: '/kinoprogram',
    film: `/${film.parentSlug}`,
    culture: `/${culture.pageReference}`,
  };
  for (const path of Object.values(pages)) if (!routes.has(path)) throw new Error(`No page at ${path}`);
  return { ...pages, logIn: MEMBER_PATHS.logIn };
}

/** The addresses of the bench's services, as a build bakes them into the site. */
export function benchServiceEnv(): Record<string, string> {
  return {
    FOAJE_IMAGE_HOST: local(BENCH_PORTS.images),
    FOAJE_RUNTIME_API: `${local(BENCH_PORTS.runtime)}/`,
    FOAJE_PARTNER_API_118: `${local(BENCH_PORTS.partner118)}/`,
    FOAJE_PARTNER_API_178: `${local(BENCH_PORTS.partner178)}/`,
  };
}

/** Where {@link buildBenchSite} puts the site a browser is served. */
export function benchSiteClientDir(): string {
  return join(root, 'build-bench/site/client');
}

/** Where {@link buildBenchSite} puts the control revision's site (`--control`). */
export function controlSiteOutDir(): string {
  return join(root, 'build-bench/control-site');
}

/**
 * Builds the sample venue into build-bench/site, pointing it at the bench's services. With
 * `tree` (a control revision's work tree, bench/control-tree.ts), that tree's build of its own
 * content into `outDir`.
 */
export function buildBenchSite(
  today: string,
  tree: string = root,
  outDir: string = join(root, 'build-bench/site'),
): string {
  // The build moves its finished output into place by rename: the parent must exist (a fresh checkout has none).
  mkdirSync(join(root, 'build-bench'), { recursive: true });
  const build = spawnSync(process.execPath, [join(tree, 'scripts/build.ts')], {
    cwd: tree,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CI: '1', FOAJE_OUT_DIR: outDir, FOAJE_TODAY: today, ...benchServiceEnv() },
  });
  if (build.status !== 0)
    throw new Error(`The bench build of the sample venue failed${tree === root ? '' : ` (control tree ${tree})`}`);
  return join(outDir, 'client');
}

export interface ServedSite {
  baseUrl: string;
  stop(): Promise<void>;
}

/** How long {@link serveBenchSite} waits for another bench on this machine to free the site's port. */
const PORT_WAIT_MS = 180_000;

/** Listens on the site's port; when another bench holds it (other work shares the machine), waits for it. */
async function listenOnSitePort(server: Server): Promise<void> {
  const listen = () =>
    new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(BENCH_PORTS.site, '127.0.0.1', () => {
        server.off('error', reject);
        resolveListen();
      });
    });
  for (const started = Date.now(); ;) {
    try {
      await listen();
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() - started > PORT_WAIT_MS) throw error;
      await new Promise((wait) => setTimeout(wait, 2000));
    }
  }
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolveClose) => server.close(() => resolveClose()));
}

/** Several built sites served in turn at one address, the live services started once for all. */
export interface ServedSites extends ServedSite {
  /** Serves the `index`th site from now on (each keeps its own server and its warm caches). */
  show(index: number): Promise<void>;
}

/**
 * Serves built sites on 4190, one at a time ({@link ServedSites.show}; the first to begin with),
 * with the image service, runtime API and partner APIs beside them, started once: a bench that
 * measures two builds in turn gives both the same origin and the same warm services. The live
 * services read `contentDir` (the sample venue unless another is named).
 */
export async function serveBenchSites(
  clientDirs: readonly string[],
  today: string,
  contentDir: string = content,
): Promise<ServedSites> {
  const servers: Server[] = clientDirs.map((dir) => createStaticServer(dir));
  let shown = servers[0];
  if (shown === undefined) throw new Error('No site to serve');
  await listenOnSitePort(shown);
  const origins = [local(BENCH_PORTS.site)];
  const services: RunningService[] = [
    await startImageService({ imagesDir: join(content, 'images'), host: '127.0.0.1', port: BENCH_PORTS.images }),
    await startRuntimeApi({ contentDir, host: '127.0.0.1', port: BENCH_PORTS.runtime, today }),
    await startPartnerApi({
      partnerId: 118,
      contentDir,
      host: '127.0.0.1',
      port: BENCH_PORTS.partner118,
      allowedOrigins: origins,
      today,
      dbFile: join(root, 'build-bench/partner-118.sqlite'),
      resetDb: true,
    }),
    await startPartnerApi({
      partnerId: 178,
      contentDir,
      host: '127.0.0.1',
      port: BENCH_PORTS.partner178,
      allowedOrigins: origins,
      today,
      dbFile: join(root, 'build-bench/partner-178.sqlite'),
      resetDb: true,
    }),
  ];
  return {
    baseUrl: local(BENCH_PORTS.site),
    async show(index: number) {
      const next = servers[index];
      if (next === undefined) throw new Error(`No site ${index} to serve`);
      if (next === shown) return;
      if (shown !== undefined) await closeServer(shown);
      shown = undefined;
      await listenOnSitePort(next);
      shown = next;
    },
    async stop() {
      if (shown !== undefined) await closeServer(shown);
      await Promise.all(services.map((service) => service.close()));
    },
  };
}

/** Serves a built site on 4190 with the live services beside it ({@link serveBenchSites} with one site). */
export function serveBenchSite(clientDir: string, today: string, contentDir: string = content): Promise<ServedSite> {
  return serveBenchSites([clientDir], today, contentDir);
}
