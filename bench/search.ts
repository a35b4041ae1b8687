/**
 * Search: the bytes a first search fetches, the work of each keystroke, and what the
 * index adds to a build. Budgets: < 16 ms per keystroke at 10 000 documents, a first search
 * ≤ 40 KiB gzip for the sample venue and ≤ 300 KiB at 10 000, the index ≤ 10 % of the build.
 *
 * The sample venue is measured in Chromium: every request after the field gets focus until the
 * results show, each body gzipped here (the budget is gzip; the server may send brotli). The
 * 10 000 are generated documents, each as if it had a coming date: the synthetic venue's
 * archive items are past and would not be in the index at all, so this is the worst case.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { blockDefinitions, blockSchemas } from '../app/blocks/definitions.ts';
import { loadContentFromDir } from '../app/content/file-source.server.ts';
import { createPageResolver } from '../app/engine/resolve-page.ts';
import { keywordText } from '../app/search/documents.ts';
import type { IndexedDoc } from '../app/search/search-document.ts';
import { bestMatches, loadIndex } from '../app/search/search-engine.ts';
import { queryWords } from '../app/search/words.ts';
import { launchChromium } from '../scripts/chromium.ts';
import { readKeptFiles } from '../scripts/post-build/keep-previous-files.ts';
import { searchFiles, writeSearchIndex } from '../scripts/post-build/search-index.ts';
import { buildBenchSite, PHONE_VISITOR, serveBenchSite } from './bench-site.ts';
import { syntheticItem } from './synthetic-venue.ts';

const root = resolve(import.meta.dirname, '..');
const KIB = 1024;
/** Results the header field shows (app/search/search-field.tsx HEADER_LIMIT). */
const HEADER_LIMIT = 6;
/**
 * What visitors type, one keystroke at a time. "foredrag for alle" is the widest case: "fo",
 * "for" and "alle" are in every generated document ('Tillatt for alle').
 */
const TYPED = [
  'nordavind',
  'fjordsang i havna',
  'bolgebrus',
  'nordls',
  'konsert',
  'hostkveld med trio',
  'skumring 12',
  'foredrag for alle',
];

const gzipBytes = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kib = (bytes: number) => Math.round((bytes / KIB) * 10) / 10;

/** A generated document shaped like a culture item of the sample (poster, age, one coming date). */
function syntheticDoc(index: number): IndexedDoc {
  const item = syntheticItem(index);
  const genre = item.category.charAt(0).toUpperCase() + item.category.slice(1);
  return {
    doc: {
      kind: 'culture',
      title: item.title,
      path: `/${item.pageReference}`,
      image: `https://images.example/images/stills/still-${index % 12}.svg?w=128&h=192&fit=crop&crop=faces,top&auto=compress&fp-x=0.5&fp-y=0.4`,
      status: 'current',
      age: 'Tillatt for alle',
      dates: [
        {
          start: '2026-12-01 19:00:00',
          buy: `https://billett.example/118/events/${200000 + index}/purchase?kanal=web`,
          event: `e-${200000 + index}`,
        },
      ],
      genre,
      category: item.category,
    },
    fields: { title: item.title, keywords: keywordText([genre, item.category, 'Tillatt for alle']), text: '' },
  };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** Per-keystroke work (match + order by group and score) and the first search's bytes at `count` documents. */
function measureSynthetic(count: number, codeGzip: number) {
  const docs = Array.from({ length: count }, (_, n) => syntheticDoc(n));
  const started = performance.now();
  const { manifest, files } = searchFiles(docs, { brand: 'Fjordheim kulturhus', saleMinutesAfterStart: 0 });
  const indexMs = performance.now() - started;
  const indexText = files.get(manifest.index) ?? '';
  // Parsing the index and warming the engine on it (search-engine.ts warmUp), as on focus.
  const loadStarted = performance.now();
  const index = loadIndex(indexText);
  const loadMs = performance.now() - loadStarted;
  const keystrokes: number[] = [];
  // Keystrokes that leave no word of two letters (the first letter): measured like the rest,
  // and counted, since the engine does not search them (app/search/words.ts).
  let notSearched = 0;
  let worstFirstSearch = 0;
  for (const text of TYPED) {
    for (let end = 1; end <= text.length; end++) {
      const typed = text.slice(0, end);
      if (queryWords(typed).length === 0) notSearched++;
      const t = performance.now();
      const best = bestMatches(index.match(typed), manifest.rankEnds, HEADER_LIMIT);
      keystrokes.push(performance.now() - t);
      // A first search: manifest, index, the chunks of the results shown, and the code.
      const chunks = new Set(best.map((match) => Math.floor(match.id / manifest.chunkSize)));
      const bytes =
        gzipBytes(files.get('/search/manifest.json') ?? '') +
        gzipBytes(indexText) +
        [...chunks].reduce((sum, n) => sum + gzipBytes(files.get(manifest.docs[n] ?? '') ?? ''), 0);
      worstFirstSearch = Math.max(worstFirstSearch, bytes + codeGzip);
    }
  }
  keystrokes.sort((a, b) => a - b);
  return {
    documents: count,
    indexGzipKiB: kib(gzipBytes(indexText)),
    displayDataGzipKiB: kib(manifest.docs.reduce((sum, path) => sum + gzipBytes(files.get(path) ?? ''), 0)),
    chunks: manifest.docs.length,
    firstSearchGzipKiB: kib(worstFirstSearch),
    buildIndexMs: Math.round(indexMs),
    loadIndexMs: Math.round(loadMs),
    keystrokeMs: {
      keystrokes: keystrokes.length,
      notSearched,
      median: Number(percentile(keystrokes, 0.5).toFixed(2)),
      p95: Number(percentile(keystrokes, 0.95).toFixed(2)),
      max: Number((keystrokes.at(-1) ?? 0).toFixed(2)),
    },
  };
}

/** The sample venue in Chromium at 390 px: bytes fetched from focus to the first results. */
async function measureSampleFirstSearch(clientDir: string, today: string) {
  const served = await serveBenchSite(clientDir, today);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...PHONE_VISITOR, serviceWorkers: 'block' });
    await context.addInitScript(() => window.localStorage.setItem('foaje-analytics-consent', 'denied'));
    const page = await context.newPage();
    await page.goto(`${served.baseUrl}/`, { waitUntil: 'networkidle' });
    const fetched: Array<Promise<{ url: string; gzip: number }>> = [];
    page.on('requestfinished', (request) => {
      fetched.push(
        request.response().then(async (response) => ({
          url: new URL(request.url()).pathname,
          gzip: response ? gzipBytes(await response.body()) : 0,
        })),
      );
    });
    await page.getByRole('banner').getByRole('button', { name: 'Søk', exact: true }).click();
    await page.getByRole('banner').getByRole('searchbox').fill('nord');
    await page.locator('header a[data-search-hit]').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Posters of the results are images of the CDN, not the search: left out of the budget.
    const files = (await Promise.all(fetched)).filter(
      (file) => !/\.(?:svg|png|jpe?g|webp|avif)$/.test(file.url) && !file.url.startsWith('/images/'),
    );
    await context.close();
    return {
      files: files.map((file) => ({ path: file.url, gzipKiB: kib(file.gzip) })),
      totalGzipKiB: kib(files.reduce((sum, file) => sum + file.gzip, 0)),
    };
  } finally {
    await browser.close();
    await served.stop();
  }
}

/** What writing the index adds to a build of the sample venue, against that build's time. */
async function measureBuildCost(today: string, clientDir: string) {
  const snapshot = await loadContentFromDir(join(root, 'content'), { today, blockSchemas });
  const routes = createPageResolver(snapshot, blockDefinitions).routes;
  const dir = mkdtempSync(join(tmpdir(), 'foaje-search-bench-'));
  try {
    const started = performance.now();
    await writeSearchIndex(dir, snapshot, routes.entries.values());
    const ms = performance.now() - started;
    return {
      sampleIndexMs: Math.round(ms),
      sampleSearchFiles: readdirSync(join(dir, 'search')).length,
      clientDir: clientDir.replace(`${root}/`, ''),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The gzip bytes of the code a first search loads: the search chunk and what only it imports. */
function searchCodeGzip(clientDir: string): number {
  const assets = join(clientDir, 'assets');
  // Not the replaced build's, kept for its open pages (decision 160).
  const kept = new Set(readKeptFiles(dirname(clientDir)).map(({ file }) => file));
  return readdirSync(assets)
    .filter((name) => /^search-(?:client|document)-.*\.js$/.test(name) && !kept.has(`assets/${name}`))
    .reduce((sum, name) => sum + gzipBytes(readFileSync(join(assets, name))), 0);
}

export async function measureSearch(options: {
  today: string;
  log: (line: string) => void;
  buildSeconds10k: number | null;
}) {
  options.log('  building the sample venue into build-bench/site…');
  // The build renames into build-bench/; on a fresh checkout the folder is not there yet.
  mkdirSync(join(root, 'build-bench'), { recursive: true });
  const buildStarted = performance.now();
  const clientDir = buildBenchSite(options.today);
  const sampleBuildSeconds = (performance.now() - buildStarted) / 1000;
  const codeGzip = searchCodeGzip(clientDir);
  const sample = await measureSampleFirstSearch(clientDir, options.today);
  options.log(`  sample venue: a first search fetched ${sample.totalGzipKiB} KiB gzip (budget 40 KiB)`);
  const cost = await measureBuildCost(options.today, clientDir);
  const sampleShare = Math.round((cost.sampleIndexMs / 1000 / sampleBuildSeconds) * 1000) / 10;
  options.log(
    `  sample venue: the index took ${cost.sampleIndexMs} ms of a ${sampleBuildSeconds.toFixed(1)} s build (${sampleShare} %)`,
  );
  const synthetic = measureSynthetic(10_000, codeGzip);
  options.log(
    `  10 000 documents: ${synthetic.keystrokeMs.keystrokes} keystrokes (${synthetic.keystrokeMs.notSearched} of one letter, not searched), median ${synthetic.keystrokeMs.median} ms, p95 ${synthetic.keystrokeMs.p95} ms, max ${synthetic.keystrokeMs.max} ms (budget 16); ` +
      `first search ≤ ${synthetic.firstSearchGzipKiB} KiB gzip (budget 300); index built in ${synthetic.buildIndexMs} ms`,
  );
  const share10k =
    options.buildSeconds10k === null
      ? null
      : Math.round((synthetic.buildIndexMs / 1000 / options.buildSeconds10k) * 1000) / 10;
  if (share10k !== null)
    options.log(
      `  10 000: ${share10k} % of the ${options.buildSeconds10k} s build of 10 000 pages (bench/results/build.json; budget 10 %)`,
    );
  return {
    today: options.today,
    note: 'indicative unless taken on a quiet machine; gzip level 9 of each body',
    searchCodeGzipKiB: kib(codeGzip),
    sample: {
      ...sample,
      buildSeconds: Number(sampleBuildSeconds.toFixed(1)),
      indexMs: cost.sampleIndexMs,
      indexShareOfBuildPercent: sampleShare,
    },
    tenThousand: {
      ...synthetic,
      buildSecondsOf10000Pages: options.buildSeconds10k,
      indexShareOfBuildPercent: share10k,
    },
  };
}
