/**
 * The promise the incremental build keeps pages on (decision 128): with the frame unchanged, a
 * page whose bundle changes with a record has that record among its reads. Checked on the
 * sample venue by changing one record at a time and resolving every page before and after.
 */
import { beforeAll, expect, test } from 'vitest';
import { blockDefinitions } from '../../app/blocks/definitions.ts';
import { loadSampleVenue } from '../../app/blocks/sample-venue.test-support.ts';
import { createPageResolver } from '../../app/engine/resolve-page.ts';
import type { ContentSnapshot } from '../../app/model/content-snapshot.ts';
import type { PublicConfig } from '../../app/model/public-config.ts';
import { changedContent, compactReads, contentInputs, readsChanged, type ContentInputs } from './content-inputs.ts';

const publicConfig: PublicConfig = { partnerApis: {}, runtimeApi: 'https://runtime.example/', ticketingHost: '' };

let snapshot: ContentSnapshot;

beforeAll(() => {
  snapshot = loadSampleVenue('2026-11-21');
});

function copy(): ContentSnapshot {
  return structuredClone(snapshot);
}

function inputsOf(content: ContentSnapshot): ContentInputs {
  return contentInputs(content, createPageResolver(content, blockDefinitions).routes, publicConfig);
}

/** Every page's bundle as text, and the reads it reported, as the build keeps them. */
function resolveAll(content: ContentSnapshot): Map<string, { text: string; reads: string[] }> {
  const resolver = createPageResolver(content, blockDefinitions);
  const pages = new Map<string, { text: string; reads: string[] }>();
  for (const path of resolver.routes.entries.keys()) {
    const reads = new Set<string>();
    pages.set(path, { text: JSON.stringify(resolver.resolvePage(path, reads)), reads: compactReads(reads) });
  }
  return pages;
}

test('a page whose bundle changes with a record read that record', () => {
  const before = resolveAll(snapshot);
  const edits: Array<{ key: string; edit: (content: ContentSnapshot) => void }> = [
    ...snapshot.productions.slice(0, 10).map((production, at) => ({
      key: `production:${production.id}`,
      edit: (content: ContentSnapshot) => {
        const target = content.productions[at]!;
        target.title += ' (ny)';
        // The programme and schedule show a film's poster through the content index.
        for (const asset of target.assets) asset.url += '?v=2';
      },
    })),
    ...snapshot.events
      .filter((_, at) => at % 7 === 0)
      .map((event) => ({
        key: `event:${event.id}`,
        edit: (content: ContentSnapshot) => {
          const target = content.events.find((candidate) => candidate.id === event.id)!;
          target.location += ' B';
          target.ticketCount += 1;
        },
      })),
    ...snapshot.articles.map((article, at) => ({
      key: `article:${article.id}`,
      edit: (content: ContentSnapshot) => void (content.articles[at]!.body += '\n\nEn ny setning.'),
    })),
  ];
  const inputs = inputsOf(snapshot);
  let changedPages = 0;
  let sparedPages = 0;
  for (const { key, edit } of edits) {
    const edited = copy();
    edit(edited);
    const change = changedContent(inputs, inputsOf(edited));
    // A text change is the record's alone: the frame is the same, and only that record differs.
    expect(change && [...change.keys]).toEqual([key]);
    for (const [path, page] of resolveAll(edited)) {
      const was = before.get(path)!;
      const reached = readsChanged(was.reads, change!);
      if (page.text !== was.text) {
        changedPages++;
        expect(reached, `${path} changed with ${key} but did not read it`).toBe(true);
      } else if (!reached) sparedPages++;
    }
  }
  // The check saw pages change, and the reads spare most pages the resolution.
  expect(changedPages).toBeGreaterThan(edits.length);
  expect(sparedPages).toBeGreaterThan(changedPages);
});

test('what moves a record between pages, or changes every page, changes the frame', () => {
  const inputs = inputsOf(snapshot);
  const frameChanges: Array<(content: ContentSnapshot) => void> = [
    // A lookup value: the film's address and the events filtered by it.
    (content) => void (content.productions[0]!.parentSlug += '-2'),
    // An event's start: its day in the programme and its place among the film's events.
    (content) => void (content.events[0]!.startDate = '2027-01-01T19:00:00'),
    (content) => void content.events.pop(),
    (content) => void (content.today = '2026-11-22'),
    (content) => void (content.theme.menu[0]!.label += ' x'),
    (content) => void (content.pages[0]!.title += ' x'),
  ];
  for (const edit of frameChanges) {
    const edited = copy();
    edit(edited);
    expect(changedContent(inputs, inputsOf(edited))).toBeNull();
  }
  expect(changedContent(undefined, inputs)).toBeNull();
  expect(
    contentInputs(snapshot, createPageResolver(snapshot, blockDefinitions).routes, {
      ...publicConfig,
      runtimeApi: 'https://other.example',
    }).frame,
  ).not.toBe(inputs.frame);
  expect(changedContent(inputs, inputsOf(copy()))).toEqual({ keys: new Set(), models: new Set() });
});

test("a page's reads: sorted, a model read more than 64 times or as a whole kept as the whole", () => {
  const many = new Set(Array.from({ length: 65 }, (_, at) => `production:p${at}`));
  expect(compactReads(new Set([...many, 'event:e-2', 'article:a']))).toEqual([
    'article:a',
    'event:e-2',
    'production:*',
  ]);
  expect(compactReads(new Set(['event:e-2', 'event:*', 'production:b', 'production:a']))).toEqual([
    'event:*',
    'production:a',
    'production:b',
  ]);
  const change = { keys: new Set(['event:e-9']), models: new Set(['event' as const]) };
  expect(readsChanged(['event:*'], change)).toBe(true);
  expect(readsChanged(['event:e-9'], change)).toBe(true);
  expect(readsChanged(['event:e-8', 'production:*'], change)).toBe(false);
  expect(readsChanged(null, change)).toBe(true);
});
