/**
 * `npm start` as an editor meets it, for the preview's browser test: `scripts/start.ts` in a
 * process of its own with the platform source, its local services on ports the suite's own
 * services do not use, a drafts file and build folders of its own, and a chat webhook that is
 * a local server keeping what it is sent.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LOCAL_PLATFORM_ENV } from '../../app/content/platform-config.ts';

const REPO = resolve(import.meta.dirname, '../..');
export const PUBLISH_SECRET = 'preview-test-publish-secret-0123456789abcdef';
export const PREVIEW_SECRET = 'preview-test-preview-secret-0123456789abcdef';
const SITE = LOCAL_PLATFORM_ENV.FOAJE_PLATFORM_SITE_ID;
const MANAGEMENT = LOCAL_PLATFORM_ENV.FOAJE_MANAGEMENT_API_URL;

/** Ports the suite's own services (playwright.config.ts) leave free. */
const PORTS = { live: 4160, preview: 4161, image: 4162, ticketing: 4163, runtime: 4164, p118: 4165, p178: 4166 };
export const LIVE = `http://127.0.0.1:${String(PORTS.live)}`;
export const PREVIEW = `http://127.0.0.1:${String(PORTS.preview)}`;

export interface Receiver {
  messages: string[];
  url: string;
  close(): Promise<void>;
}

/** A chat's incoming webhook: keeps the `text` of each message. */
export async function startReceiver(): Promise<Receiver> {
  const messages: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      messages.push((JSON.parse(body) as { text: string }).text);
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  return {
    messages,
    url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/hooks/chat`,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}

export interface RunningStart {
  /** Everything it printed so far. */
  output(): string;
  /** Resolves once it has printed a line matching `pattern` `times` times in all. */
  printed(pattern: RegExp, times?: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts `scripts/start.ts` as `npm start` runs it, in folders of its own. */
export function startSite(notifyUrl: string): RunningStart {
  const work = mkdtempSync(join(tmpdir(), 'foaje-preview-'));
  const child: ChildProcess = spawn(join(REPO, 'node_modules/.bin/node'), ['scripts/start.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(PORTS.live),
      FOAJE_PREVIEW_PORT: String(PORTS.preview),
      FOAJE_OUT_DIR: join(work, 'build'),
      FOAJE_CONTENT_SOURCE: 'platform',
      FOAJE_PUBLISH_SECRET: PUBLISH_SECRET,
      FOAJE_PREVIEW_SECRET: PREVIEW_SECRET,
      FOAJE_PUBLISH_NOTIFY_URL: notifyUrl,
      FOAJE_IMAGE_HOST: `http://127.0.0.1:${String(PORTS.image)}`,
      FOAJE_TICKETING_HOST: `http://127.0.0.1:${String(PORTS.ticketing)}`,
      FOAJE_RUNTIME_API: `http://127.0.0.1:${String(PORTS.runtime)}/`,
      FOAJE_PARTNER_API_118: `http://127.0.0.1:${String(PORTS.p118)}/`,
      FOAJE_PARTNER_API_178: `http://127.0.0.1:${String(PORTS.p178)}/`,
      MANAGEMENT_API_DRAFTS_DB: join(work, 'drafts.sqlite'),
      CI: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set<() => void>();
  const take = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const wake of waiters) wake();
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  return {
    output: () => output,
    printed: (pattern, times = 1, timeoutMs = 240_000) =>
      new Promise((resolveWait, reject) => {
        const global = new RegExp(pattern.source, 'g');
        const check = () => {
          if ((output.match(global)?.length ?? 0) >= times) {
            waiters.delete(check);
            clearTimeout(timer);
            resolveWait();
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`start printed no ${String(times)}× ${String(pattern)} in ${String(timeoutMs)} ms:\n${output}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** A token of the management API, as the platform's editor tools hold one. */
export async function managementToken(): Promise<string> {
  const answer = await fetch(LOCAL_PLATFORM_ENV.FOAJE_AUTH_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: LOCAL_PLATFORM_ENV.FOAJE_AUTH_CLIENT_ID,
      client_secret: LOCAL_PLATFORM_ENV.FOAJE_AUTH_CLIENT_SECRET,
      audience: LOCAL_PLATFORM_ENV.FOAJE_AUTH_AUDIENCE,
    }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

type Item = { id: string } & Record<string, unknown>;

/** The draft version of the venue's articles or page configurations. */
export async function drafts(token: string, kind: 'article' | 'block-data'): Promise<Item[]> {
  const answer = await fetch(`${MANAGEMENT}site/${SITE}/${kind}?stable=0`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { data: Item[] }).data;
}

/** Writes a draft as an editor saves one. */
export async function putDraft(token: string, kind: 'article' | 'page', value: Item): Promise<number> {
  const answer = await fetch(`${MANAGEMENT}site/${SITE}/draft/${kind}/${value.id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(value),
  });
  await answer.arrayBuffer();
  return answer.status;
}

/** Publishes every draft, as an editor's "Publiser". */
export async function publishDrafts(token: string): Promise<number> {
  const answer = await fetch(`${MANAGEMENT}site/${SITE}/publish`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  await answer.arrayBuffer();
  return answer.status;
}
