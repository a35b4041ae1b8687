/**
 * The local image CDN (spec §7.4, §9): serves `content/images/**` resized, cropped and
 * compressed per the query the site's image URL builder writes (`app/engine/urls/image-url.ts`),
 * so the sample venue's images render through the same URLs as a production CDN's.
 * `npm start` runs it on port 4200 (local-services/start-local-services.ts); a build points its images here
 * with `FOAJE_IMAGE_HOST=http://127.0.0.1:4200`.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { RunningService } from '../running-service.ts';
import { negotiateFormat, parseImageRequest } from './image-request.ts';
import { renderImage } from './render-image.ts';
import { closeServer } from '../close-server.ts';

export const IMAGE_SERVICE_PORT = 4200;

const SOURCE_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/**
 * A URL names one rendering forever only while its source is unchanged; a day's max-age with
 * an ETag (source mtime and size, query, format) lets browsers revalidate cheaply after that.
 */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/** Rendered images kept in memory; a page asks for the same few dozen again and again. */
const MEMORY_ENTRIES = 300;

export interface ImageServiceOptions {
  /** The folder served at `/images/` (the venue's `content/images`). */
  imagesDir: string;
}

/** The Hono app: `GET /images/<path>?w&h&fit&crop&auto&fp-x&fp-y`. */
function createImageApp({ imagesDir }: ImageServiceOptions): Hono {
  const root = resolve(imagesDir);
  const memory = new Map<string, { body: Buffer; type: string }>();
  const app = new Hono();

  app.get('/images/*', async (c) => {
    const relative = decodeURIComponent(c.req.path.slice('/images/'.length));
    const file = resolve(root, relative);
    const type = SOURCE_TYPES[extname(file).toLowerCase()];
    // Nothing outside the images folder, and only image files.
    if (!file.startsWith(root + sep) || type === undefined) return c.text('Not found', 404);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return c.text('Not found', 404);

    const query = new URL(c.req.url).searchParams;
    const parsed = parseImageRequest(query);
    if (!parsed.ok) return c.text(`Bad image request: ${parsed.error}`, 400);
    const { request } = parsed;
    const untouched = request.w === undefined && request.h === undefined && !request.compress;
    const format = negotiateFormat(c.req.header('accept'), request.compress);
    const key = `${relative}?${[...query]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}=${v}`)
      .join('&')}#${untouched ? 'source' : format}`;
    const etag = `"${createHash('sha256').update(`${key}:${info.mtimeMs}:${info.size}`).digest('base64url').slice(0, 20)}"`;
    const headers = { 'Cache-Control': CACHE_CONTROL, ETag: etag, Vary: 'Accept', 'Access-Control-Allow-Origin': '*' };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);

    let entry = memory.get(key + etag);
    if (!entry) {
      const source = await readFile(file);
      entry = untouched
        ? { body: source, type }
        : { body: await renderImage(source, request, format), type: `image/${format}` };
      memory.set(key + etag, entry);
      if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value ?? '');
    }
    return c.body(new Uint8Array(entry.body), 200, { ...headers, 'Content-Type': entry.type });
  });

  app.onError((error, c) => {
    console.error(`image service: ${c.req.path}: ${error.message}`);
    return c.text('The image could not be rendered', 500);
  });
  return app;
}

/** Starts the image service; `port` 0 picks a free port (tests). */
export function startImageService(
  options: ImageServiceOptions & { host?: string; port?: number },
): Promise<RunningService> {
  const app = createImageApp(options);
  return new Promise((resolvePromise, reject) => {
    const server = serve(
      { fetch: app.fetch, hostname: options.host ?? '127.0.0.1', port: options.port ?? IMAGE_SERVICE_PORT },
      (address: AddressInfo) => {
        resolvePromise({
          name: 'Image service',
          url: `http://${address.address}:${address.port}/`,
          close: () => closeServer(server),
        });
      },
    );
    server.once('error', reject);
  });
}
