/**
 * Two checkouts' `npm start` side by side (decision 216): scripts/start.ts twice, each with its
 * local services and preview, each given ports of its own by its variables alone (the site's
 * `PORT`, `FOAJE_PREVIEW_PORT` and the service URLs the site is built with, the platform's three
 * among them), each over its own copy of the sample venue. Both run at once, every service of
 * each answers on the port its variables name, and each site is built from its own local platform.
 * The second starts once the first has built its site and preview: both run from this one
 * checkout here, and two builds at once in one checkout share the bundler's files (two
 * checkouts do not).
 */
import { createServer } from 'node:net';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startSite, type StartedSite } from '../bench/start-process.ts';
import { LOCAL_PLATFORM_ENV } from '../app/content/platform-config.ts';
import { defaultPartnerDbFile } from '../local-services/partner-api/start-partner-api.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const BUILD_MS = 300_000;
const PRODUCTION = 'productions/bestevenner-for-alltid.json';
const FILM_PAGE = '/bestevenner-for-alltid-dxm-40478';
const PREVIEW_SECRET = 'the-preview-secret-of-this-test-0123456789';

/** The ports one `npm start` is given. */
interface Ports {
  site: number;
  preview: number;
  image: number;
  ticketing: number;
  runtime: number;
  partner118: number;
  partner178: number;
  platform: number;
  management: number;
  auth: number;
}

/** Ports free now, as many as asked, each held until all are found so none comes twice. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolveListen) => {
          const server = createServer();
          server.listen(0, '127.0.0.1', () => resolveListen(server));
        }),
    ),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === 'object' && address !== null ? address.port : 0;
  });
  await Promise.all(servers.map((server) => new Promise((closed) => server.close(closed))));
  return ports;
}

const local = (port: number, path = '/') => `http://127.0.0.1:${String(port)}${path}`;

/** What a second checkout sets: every port its `npm start` listens on, through the variables alone. */
function variables(ports: Ports): Record<string, string> {
  return {
    PORT: String(ports.site),
    FOAJE_PREVIEW_PORT: String(ports.preview),
    FOAJE_IMAGE_HOST: local(ports.image, ''),
    FOAJE_TICKETING_HOST: local(ports.ticketing, ''),
    FOAJE_RUNTIME_API: local(ports.runtime),
    FOAJE_PARTNER_API_118: local(ports.partner118),
    FOAJE_PARTNER_API_178: local(ports.partner178),
    FOAJE_PLATFORM_API_URL: local(ports.platform),
    FOAJE_MANAGEMENT_API_URL: local(ports.management),
    FOAJE_AUTH_URL: local(ports.auth, '/oauth/token'),
  };
}

const work: string[] = [];
const started: StartedSite[] = [];
const partnerFiles: string[] = [];

afterAll(async () => {
  await Promise.all(started.map((site) => site.stop()));
  // The partner APIs keep their files in the checkout, named by port (start-partner-api.ts).
  await Promise.all(
    [...partnerFiles, ...work].flatMap((path) =>
      ['', '-wal', '-shm'].map((end) => rm(`${path}${end}`, { recursive: true, force: true })),
    ),
  );
});

/** One checkout's `npm start`: a copy of the venue, `edit` applied to it, its own files and ports. */
async function startCheckout(ports: Ports, summary: string): Promise<StartedSite> {
  const base = await mkdtemp(join(tmpdir(), 'foaje-side-by-side-'));
  work.push(base);
  const content = join(base, 'content');
  await cp(join(repoRoot, 'content'), content, { recursive: true });
  const file = join(content, PRODUCTION);
  const production = JSON.parse(await readFile(file, 'utf8')) as { contents: Array<{ summary: string }> };
  const [first] = production.contents;
  if (first) first.summary = summary;
  await writeFile(file, JSON.stringify(production, null, 2));
  partnerFiles.push(defaultPartnerDbFile(118, ports.partner118), defaultPartnerDbFile(178, ports.partner178));
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('FOAJE_')));
  const site = await startSite({
    repoRoot,
    withServices: true,
    timeoutMs: BUILD_MS,
    env: {
      ...inherited,
      ...variables(ports),
      FOAJE_CONTENT_SOURCE: 'platform',
      FOAJE_CONTENT_DIR: content,
      FOAJE_OUT_DIR: join(base, 'build'),
      FOAJE_TODAY: '2026-11-28',
      FOAJE_PREVIEW_SECRET: PREVIEW_SECRET,
      MANAGEMENT_API_DRAFTS_DB: join(base, 'drafts.sqlite'),
      TICKETING_PROVIDER_DB: join(base, 'seats.sqlite'),
      CI: '1',
    },
  });
  started.push(site);
  await site.waitFor(/^ {2}Preview of drafts: /, 0, 10_000);
  // Its builds done: the live site's, then the preview's of the drafts.
  await site.waitFor(/^✓ Preview: built/, 0, BUILD_MS);
  return site;
}

/** The URL each service printed when the site came up, by its name. */
function servicesOf(site: StartedSite): Map<string, string> {
  return new Map(
    site.lines.flatMap((line) => {
      const match = /^ {2}([^:]+): (http:\/\/\S+)/.exec(line);
      return match?.[1] === undefined || match[2] === undefined ? [] : [[match[1], match[2]] as const];
    }),
  );
}

test(
  'two npm start side by side, each on the ports its variables name: both sites, services and previews answer',
  async () => {
    const found = await freePorts(20);
    const take = (from: number): Ports => {
      const [site, preview, image, ticketing, runtime, partner118, partner178, platform, management, auth] =
        found.slice(from, from + 10);
      return { site, preview, image, ticketing, runtime, partner118, partner178, platform, management, auth } as Ports;
    };
    const [portsA, portsB] = [take(0), take(10)];
    const a = await startCheckout(portsA, 'Teksten fra den første utsjekken.');
    const b = await startCheckout(portsB, 'Teksten fra den andre utsjekken.');

    for (const [site, ports, own, other] of [
      [a, portsA, 'den første', 'den andre'],
      [b, portsB, 'den andre', 'den første'],
    ] as const) {
      expect(site.origin).toBe(`http://127.0.0.1:${String(ports.site)}`);
      // Every service on the port its variable names; the platform's three too.
      const services = servicesOf(site);
      expect(Object.fromEntries(services)).toEqual({
        'Image service': local(ports.image),
        'Partner API 118': local(ports.partner118),
        'Partner API 178': local(ports.partner178),
        'Ticketing provider (checkout)': local(ports.ticketing),
        'Runtime API (live ticket counts)': local(ports.runtime),
        'Platform data API': local(ports.platform),
        'Management API': local(ports.management),
        'Token cacher (cahedAuth)': local(ports.auth, '/oauth/token'),
        'Preview of drafts': local(ports.preview),
      });

      // The site was built from its own platform, which serves its own copy of the venue.
      const page = await fetch(`${site.origin}${FILM_PAGE}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`Teksten fra ${own} utsjekken.`);
      expect(html).not.toContain(`Teksten fra ${other} utsjekken.`);

      // Each service answers there as itself.
      const { FOAJE_PLATFORM_USERNAME: user, FOAJE_PLATFORM_PASSWORD: password } = LOCAL_PLATFORM_ENV;
      const sites = await fetch(local(ports.platform, '/sites'), {
        headers: { Authorization: `Basic ${btoa(`${user}:${password}`)}` },
      });
      expect(sites.status).toBe(200);
      const token = await fetch(local(ports.auth, '/oauth/token'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'client_credentials',
          client_id: LOCAL_PLATFORM_ENV.FOAJE_AUTH_CLIENT_ID,
          client_secret: LOCAL_PLATFORM_ENV.FOAJE_AUTH_CLIENT_SECRET,
          audience: LOCAL_PLATFORM_ENV.FOAJE_AUTH_AUDIENCE,
        }),
      });
      const { access_token: accessToken } = (await token.json()) as { access_token: string };
      const articles = await fetch(
        local(ports.management, `/site/${LOCAL_PLATFORM_ENV.FOAJE_PLATFORM_SITE_ID}/article?stable=1`),
        { headers: { Authorization: `Bearer ${accessToken}` } },
      );
      expect(articles.status).toBe(200);
      expect((await fetch(local(ports.image, '/images/favicon.svg'))).status).toBe(200);
      expect((await fetch(local(ports.runtime))).status).toBeLessThan(500);
      expect((await fetch(local(ports.ticketing))).status).toBeLessThan(500);
      for (const partner of [ports.partner118, ports.partner178])
        expect((await fetch(local(partner))).status).toBeLessThan(500);
      // The preview keeps its drafts behind the secret.
      expect((await fetch(local(ports.preview))).status).toBe(401);
    }
    // Both still running: neither stopped at a port the other had.
    expect([...a.lines, ...b.lines].join('\n')).not.toMatch(/could not start|Cannot serve|EADDRINUSE/);
  },
  2 * BUILD_MS,
);
