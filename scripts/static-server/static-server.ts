import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { open, readFile, realpath, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import {
  cacheControlFor,
  chooseEncoding,
  contentTypeFor,
  decideRoute,
  etagMatches,
  isCompressible,
  parseRedirects,
} from './http-rules.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

/** Options of {@link createStaticServer}. */
export interface StaticServerOptions {
  /** Called once per request with `METHOD /path STATUS`; silent when left out. */
  log?: (line: string) => void;
  /**
   * Answers as a host that ignores the build's redirect files would (GitHub Pages, a bucket): an
   * old path gets 404.html, whose script applies the redirect table (a test of that host).
   */
  ignoreRedirects?: boolean;
  /**
   * A server that shows the site differently (the preview of drafts, scripts/preview): headers
   * set on every answer after the site's own, and each HTML page changed before it is sent
   * (then without an ETag: the page depends on more than its file).
   */
  rewrite?: { headers: Readonly<Record<string, string>>; html: (html: string) => string };
}

/** A request handler of `node:http`. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

const REVALIDATE = 'public, max-age=0, must-revalidate';
// Redirects come from content and may change on the next deploy: a bare 301 would be kept by
// browsers for good, so they are cached for an hour only.
const REDIRECT_CACHE = 'public, max-age=3600';
const MIN_COMPRESS_BYTES = 256;
const COMPRESSED_CACHE_ENTRIES = 256;

// A swap (scripts/post-build/swap-output.ts) leaves no folder for the moment between two
// renames; a request waits for the new one this long at most, looking every few milliseconds.
const SWAP_WAIT_MS = 2000;
const SWAP_POLL_MS = 2;
// Lookups of one request when each found nothing in a folder a swap replaced meanwhile.
const SWAP_ATTEMPTS = 3;

/** What one request is answered with: a file of the site, or a short text. */
type Answer =
  | { status: number; file: FileBody; contentType: string; cacheControl: string }
  | { status: number; text: string; headers?: Record<string, string> };

interface FileBody {
  body: Buffer;
  etag: string;
  /** Where the compressed forms of this version of the file are kept. */
  cacheKey: string;
}

/**
 * A `node:http` server for a built site (`build/client`), answering as a static host or CDN
 * would (docs/deploy.md): pages at `/x` from `x/index.html`, payloads `/x.data` as they are, the
 * redirect table of `_redirects.json` as 301s, an unknown path as 404 with the body of
 * `404.html`, a missing payload as a bare 404, never a directory listing or an SPA fallback.
 * The directory is read on each request, so a rebuild (which swaps `build/`) is served at once.
 */
export function createStaticServer(dir: string, options: StaticServerOptions = {}): Server {
  return createServer(createStaticHandler(dir, options));
}

/**
 * The request handler of {@link createStaticServer}, for a server that answers more than the
 * site (`npm start`'s publish endpoint). A rebuild swaps `build/` by two renames
 * (scripts/post-build/swap-output.ts), so for a moment there is no folder at all: a request
 * that meets that moment waits for the new one, and a request that found nothing is answered
 * only when the folder it looked in is still the one it started with (else it is looked up
 * again), so no visitor gets a 404 because a rebuild was being swapped in.
 */
export function createStaticHandler(dir: string, options: StaticServerOptions = {}): RequestHandler {
  const root = resolve(dir);
  const compressed = new Map<string, Buffer>();
  let redirects: { mtimeMs: number; table: Map<string, string> } | undefined;

  async function redirectTable(): Promise<ReadonlyMap<string, string>> {
    const file = join(root, '_redirects.json');
    const info = options.ignoreRedirects === true ? undefined : await stat(file).catch(() => undefined);
    if (info === undefined) return new Map();
    if (redirects?.mtimeMs !== info.mtimeMs) {
      redirects = { mtimeMs: info.mtimeMs, table: parseRedirects(await readFile(file, 'utf8')) };
    }
    return redirects.table;
  }

  /** Reads a regular file under the root, or undefined when there is none (or it escapes the root). */
  async function readSiteFile(file: string): Promise<FileBody | undefined> {
    const absolute = join(root, file);
    try {
      const [realRoot, realFile] = await Promise.all([realpath(root), realpath(absolute)]);
      const inside = relative(realRoot, realFile);
      if (inside === '' || inside.startsWith('..') || inside.startsWith(sep)) return undefined;
      // One open file for the size, the time and the bytes: a rebuild swapped in meanwhile
      // cannot pair one build's bytes with the other's version.
      const handle = await open(realFile);
      try {
        const info = await handle.stat();
        if (!info.isFile()) return undefined;
        const body = await handle.readFile();
        const version = `${body.length.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
        return { body, etag: `W/"${version}"`, cacheKey: `${realFile}\0${version}` };
      } finally {
        await handle.close();
      }
    } catch {
      return undefined;
    }
  }

  function encode(file: FileBody, encoding: 'br' | 'gzip'): Buffer {
    const key = `${file.cacheKey}\0${encoding}`;
    const hit = compressed.get(key);
    if (hit !== undefined) return hit;
    const body =
      encoding === 'br'
        ? brotliCompressSync(file.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } })
        : gzipSync(file.body, { level: 6 });
    if (file.cacheKey === '') return body;
    if (compressed.size >= COMPRESSED_CACHE_ENTRIES) {
      const oldest = compressed.keys().next();
      if (oldest.done !== true) compressed.delete(oldest.value);
    }
    compressed.set(key, body);
    return body;
  }

  /** Which folder the root is now (device and inode), or null while a swap has none in place. */
  async function rootIdentity(): Promise<string | null> {
    const info = await stat(root).catch(() => undefined);
    return info === undefined ? null : `${info.dev}:${info.ino}`;
  }

  /** The root's identity once there is one: a swap leaves none for the moment between its renames. */
  async function settledRoot(): Promise<string | null> {
    for (let waited = 0; ; waited += SWAP_POLL_MS) {
      const identity = await rootIdentity();
      if (identity !== null || waited >= SWAP_WAIT_MS) return identity;
      await new Promise((resolveWait) => setTimeout(resolveWait, SWAP_POLL_MS));
    }
  }

  async function notFoundPage(): Promise<Answer> {
    const page = await readSiteFile('404.html');
    return page === undefined
      ? { status: 404, text: 'Not Found' }
      : { status: 404, file: page, contentType: contentTypeFor('404.html'), cacheControl: REVALIDATE };
  }

  /** What to answer for a GET or HEAD of `url`, from the folder as it is now. */
  async function answerFor(url: string): Promise<Answer> {
    if (!url.startsWith('/')) return { status: 400, text: 'Bad Request' };
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const search = queryAt === -1 ? '' : url.slice(queryAt);
    const decision = decideRoute(pathname, search, await redirectTable());

    switch (decision.kind) {
      case 'bad-request':
        return { status: 400, text: 'Bad Request' };
      case 'redirect':
        return {
          status: 301,
          text: `Moved Permanently: ${decision.location}`,
          headers: { Location: decision.location, 'Cache-Control': REDIRECT_CACHE },
        };
      case 'not-found':
        return notFoundPage();
      case 'data': {
        // CAREFUL: a missing payload must be a real 404, never a page: the client router then
        // renders its not-found view (decision 13, docs/deploy.md).
        const file = await readSiteFile(decision.file);
        return file === undefined
          ? { status: 404, text: 'Not Found' }
          : {
              status: 200,
              file,
              contentType: contentTypeFor(decision.file),
              cacheControl: cacheControlFor(decision.file),
            };
      }
      case 'file': {
        const file = await readSiteFile(decision.file);
        return file === undefined
          ? notFoundPage()
          : {
              status: 200,
              file,
              contentType: contentTypeFor(decision.file),
              cacheControl: cacheControlFor(decision.file),
            };
      }
      case 'page': {
        for (const candidate of decision.candidates) {
          const file = await readSiteFile(candidate);
          if (file !== undefined)
            return {
              status: 200,
              file,
              contentType: contentTypeFor(candidate),
              cacheControl: cacheControlFor(candidate),
            };
        }
        return notFoundPage();
      }
    }
  }

  /** The answer of one folder: a miss is looked up again when a swap replaced the folder meanwhile. */
  async function consistentAnswer(url: string): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      const before = await settledRoot();
      const answer = await answerFor(url);
      if (answer.status !== 404 || attempt === SWAP_ATTEMPTS) return answer;
      if ((await rootIdentity()) === before) return answer;
    }
  }

  function send(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
    if (!('file' in answer)) {
      sendText(req, res, answer.status, answer.text, answer.headers);
      return;
    }
    const { status, contentType, cacheControl } = answer;
    const rewrite = options.rewrite;
    const rewritten = rewrite !== undefined && contentType.startsWith('text/html');
    const file = rewritten ? rewrittenPage(answer.file, rewrite.html) : answer.file;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader('Cache-Control', cacheControl);
    for (const [name, value] of Object.entries(rewrite?.headers ?? {})) res.setHeader(name, value);
    const compressible = isCompressible(contentType);
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (status === 200 && !rewritten) {
      res.setHeader('ETag', file.etag);
      if (etagMatches(req.headers['if-none-match'], file.etag)) {
        res.writeHead(304).end();
        return;
      }
    }
    const encoding =
      compressible && file.body.length >= MIN_COMPRESS_BYTES
        ? chooseEncoding(req.headers['accept-encoding'])
        : undefined;
    const body = encoding === undefined ? file.body : encode(file, encoding);
    if (encoding !== undefined) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Type', contentType);
    res.setHeader('Content-Length', body.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** A page as `html` changes it; compressed anew each time (an empty `cacheKey` keeps it out of the cache). */
  function rewrittenPage(file: FileBody, html: (page: string) => string): FileBody {
    return { body: Buffer.from(html(file.body.toString('utf8'))), etag: '', cacheKey: '' };
  }

  function sendText(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    text: string,
    headers: Record<string, string> = {},
  ): void {
    const body = Buffer.from(`${text}\n`);
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': body.length,
      ...SECURITY_HEADERS,
      'Cache-Control': REVALIDATE,
      ...headers,
      ...options.rewrite?.headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(req, res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    send(req, res, await consistentAnswer(req.url ?? '/'));
  }

  return (req, res) => {
    res.on('finish', () => options.log?.(`${req.method ?? '?'} ${req.url ?? ''} ${res.statusCode}`));
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) sendText(req, res, 500, 'Internal Server Error');
      else res.destroy();
    });
  };
}
