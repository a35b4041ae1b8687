/**
 * Weight: first-load JavaScript of the home, programme and film pages against React +
 * react-dom alone; the bytes a first visit to each page transfers at 390 px; the largest
 * image requested there.
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { launchChromium } from '../scripts/chromium.ts';
import {
  buildBenchSite,
  type BenchPages,
  choosePages,
  pageEntries,
  PHONE_VISITOR,
  serveBenchSite,
} from './bench-site.ts';
import { firstLoadScripts, type Weight, weightOf } from './js-weight.ts';
import { reactFloorWeight } from './react-floor/react-floor.ts';

const root = resolve(import.meta.dirname, '..');

export interface PageTransfer {
  requests: number;
  /** Bytes on the wire (compressed bodies and headers) until the network is idle, without scrolling. */
  bytes: number;
  byType: Record<string, number>;
  largestImage: { url: string; bytes: number; width: number; height: number } | null;
}

function htmlFileOf(clientDir: string, path: string): string {
  return join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
}

/** A file's bytes raw and compressed as a host would send it (gzip level 9, brotli quality 11). */
function fileSizes(file: string): { raw: number; gzip: number; brotli: number } {
  const bytes = readFileSync(file);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * Each measured page's HTML and its payload (`/x.data`, `/_.data` for home): what a first visit
 * parses (the HTML carries the payload again as hydration data) and what a client navigation
 * fetches and decodes.
 */
function pageFiles(clientDir: string, pages: BenchPages) {
  return Object.fromEntries(
    pageEntries(pages).map(([name, path]) => [
      name,
      {
        path,
        html: fileSizes(htmlFileOf(clientDir, path)),
        payload: fileSizes(join(clientDir, path === '/' ? '_.data' : `${path.slice(1)}.data`)),
      },
    ]),
  );
}

async function measureTransfers(baseUrl: string, pages: BenchPages): Promise<Record<string, PageTransfer>> {
  const browser = await launchChromium();
  const results: Record<string, PageTransfer> = {};
  try {
    for (const [name, path] of pageEntries(pages)) {
      // A first visit: a fresh context has an empty cache and no service worker yet.
      const context = await browser.newContext(PHONE_VISITOR);
      const page = await context.newPage();
      const finished: Promise<{ type: string; url: string; bytes: number }>[] = [];
      page.on('requestfinished', (request) => {
        finished.push(
          request.sizes().then((sizes) => ({
            type: request.resourceType(),
            url: request.url(),
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          })),
        );
      });
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
      const transfers = await Promise.all(finished);
      const byType: Record<string, number> = {};
      for (const transfer of transfers) byType[transfer.type] = (byType[transfer.type] ?? 0) + transfer.bytes;
      const images = transfers.filter((transfer) => transfer.type === 'image').sort((a, b) => b.bytes - a.bytes);
      const largest = images[0];
      let largestImage: PageTransfer['largestImage'] = null;
      if (largest) {
        const size = await page.evaluate((url) => {
          const image = [...document.images].find((img) => img.currentSrc === url);
          return image ? { width: image.naturalWidth, height: image.naturalHeight } : { width: 0, height: 0 };
        }, largest.url);
        largestImage = {
          url: largest.url.replace(baseUrl, '').replace(/^http:\/\/127\.0\.0\.1:\d+/, '{image host}'),
          bytes: largest.bytes,
          ...size,
        };
      }
      results[name] = {
        requests: transfers.length,
        bytes: transfers.reduce((sum, transfer) => sum + transfer.bytes, 0),
        byType,
        largestImage,
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

export async function measureWeight(options: { today: string; log: (line: string) => void }) {
  const pages = await choosePages(options.today);
  options.log('  building the sample venue into build-bench/site…');
  const clientDir = buildBenchSite(options.today);
  const floor = await reactFloorWeight(join(root, 'build-bench/react-floor'));
  const firstLoadJs: Record<string, Weight & { path: string; ratioToReactGzip: number; ratioToReactBrotli: number }> =
    {};
  for (const [name, path] of Object.entries({ home: pages.home, programme: pages.programme, film: pages.film })) {
    const weight = weightOf(clientDir, firstLoadScripts(readFileSync(htmlFileOf(clientDir, path), 'utf8')));
    firstLoadJs[name] = {
      path,
      ...weight,
      ratioToReactGzip: Math.round((weight.gzip / floor.gzip) * 100) / 100,
      ratioToReactBrotli: Math.round((weight.brotli / floor.brotli) * 100) / 100,
    };
    options.log(
      `  ${path}: first-load JS ${(weight.gzip / 1024).toFixed(1)} KiB gzip, ${(weight.brotli / 1024).toFixed(1)} KiB brotli (${firstLoadJs[name].ratioToReactGzip} × React alone)`,
    );
  }
  const files = pageFiles(clientDir, pages);
  for (const [name, sizes] of Object.entries(files)) {
    options.log(
      `  ${name}: HTML ${(sizes.html.raw / 1024).toFixed(1)} KiB (${(sizes.html.gzip / 1024).toFixed(1)} gzip), payload ${(sizes.payload.raw / 1024).toFixed(1)} KiB (${(sizes.payload.gzip / 1024).toFixed(1)} gzip)`,
    );
  }
  const served = await serveBenchSite(clientDir, options.today);
  let transfers: Record<string, PageTransfer>;
  try {
    transfers = await measureTransfers(served.baseUrl, pages);
  } finally {
    await served.stop();
  }
  for (const [name, transfer] of Object.entries(transfers)) {
    options.log(
      `  ${name}: ${(transfer.bytes / 1024).toFixed(1)} KiB in ${transfer.requests} requests; largest image ${transfer.largestImage ? `${(transfer.largestImage.bytes / 1024).toFixed(1)} KiB` : 'none'}`,
    );
  }
  return {
    today: options.today,
    pages,
    reactFloor: { files: floor.files, raw: floor.raw, gzip: floor.gzip, brotli: floor.brotli },
    firstLoadJs,
    pageFiles: files,
    firstVisitAt390px: {
      deviceScaleFactor: 2,
      note: 'bytes on the wire until the network is idle, without scrolling; a fresh browser context',
      pages: transfers,
    },
  };
}
