import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, realpath, stat } from 'node:fs/promises';
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
}

const REVALIDATE = 'public, max-age=0, must-revalidate';
// Redirects come from content and may change on the next deploy: a bare 301 would be kept by
// browsers for good, so they are cached for an hour only.
const REDIRECT_CACHE = 'public, max-age=3600';
const MIN_COMPRESS_BYTES = 256;
const COMPRESSED_CACHE_ENTRIES = 256;

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
      const info = await stat(realFile);
      if (!info.isFile()) return undefined;
      const body = await readFile(realFile);
      const version = `${body.length.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
      return { body, etag: `W/"${version}"`, cacheKey: `${realFile}\0${version}` };
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
    if (compressed.size >= COMPRESSED_CACHE_ENTRIES) {
      const oldest = compressed.keys().next();
      if (oldest.done !== true) compressed.delete(oldest.value);
    }
    compressed.set(key, body);
    return body;
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    file: FileBody,
    contentType: string,
    cacheControl: string,
  ): void {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader('Cache-Control', cacheControl);
    const compressible = isCompressible(contentType);
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (status === 200) {
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
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function sendNotFoundPage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const page = await readSiteFile('404.html');
    if (page === undefined) sendText(req, res, 404, 'Not Found');
    else send(req, res, 404, page, contentTypeFor('404.html'), REVALIDATE);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(req, res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const url = req.url ?? '/';
    if (!url.startsWith('/')) {
      sendText(req, res, 400, 'Bad Request');
      return;
    }
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const search = queryAt === -1 ? '' : url.slice(queryAt);
    const decision = decideRoute(pathname, search, await redirectTable());

    switch (decision.kind) {
      case 'bad-request':
        sendText(req, res, 400, 'Bad Request');
        return;
      case 'redirect':
        sendText(req, res, 301, `Moved Permanently: ${decision.location}`, {
          Location: decision.location,
          'Cache-Control': REDIRECT_CACHE,
        });
        return;
      case 'not-found':
        await sendNotFoundPage(req, res);
        return;
      case 'data': {
        // CAREFUL: a missing payload must be a real 404, never a page: the client router then
        // renders its not-found view (decision 13, docs/deploy.md).
        const file = await readSiteFile(decision.file);
        if (file === undefined) sendText(req, res, 404, 'Not Found');
        else send(req, res, 200, file, contentTypeFor(decision.file), cacheControlFor(decision.file));
        return;
      }
      case 'file': {
        const file = await readSiteFile(decision.file);
        if (file === undefined) await sendNotFoundPage(req, res);
        else send(req, res, 200, file, contentTypeFor(decision.file), cacheControlFor(decision.file));
        return;
      }
      case 'page': {
        for (const candidate of decision.candidates) {
          const file = await readSiteFile(candidate);
          if (file !== undefined) {
            send(req, res, 200, file, contentTypeFor(candidate), cacheControlFor(candidate));
            return;
          }
        }
        await sendNotFoundPage(req, res);
        return;
      }
    }
  }

  return createServer((req, res) => {
    res.on('finish', () => options.log?.(`${req.method ?? '?'} ${req.url ?? ''} ${res.statusCode}`));
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) sendText(req, res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
}
