import path from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import type { ContentSnapshot } from '../model/content-snapshot.ts';
import { ContentValidationError, type ContentIssue } from './content-error.ts';
import { loadContentFromDir } from './file-source.server.ts';
import { toPlatformPayloads, type VenuePayloads } from './platform-payloads.ts';
import { snapshotFromPlatform, type PlatformResponses } from './platform-snapshot.ts';

// The fixture venue of the file-source tests, whose one block kind is `article`.
const VALID = path.join(import.meta.dirname, 'fixtures', 'valid');
const blockSchemas: Readonly<Record<string, z.ZodType>> = {
  article: z.object({ article: z.string(), from: z.string().optional() }),
};
const options = { siteId: '', today: '2026-11-20', blockSchemas };
let snapshot: ContentSnapshot;

beforeAll(async () => {
  snapshot = await loadContentFromDir(VALID, { today: options.today, blockSchemas });
  options.siteId = snapshot.site.id;
});

/** The responses the platform would give for `payloads` (deep copies, free to break). */
function responsesOf(payloads: VenuePayloads): PlatformResponses {
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    sites: { endpoint: 'GET /sites', body: copy({ data: [payloads.site], meta: { count: 1 } }) },
    events: { endpoint: 'GET /sites/fjordheim/events', body: copy(payloads.events) },
    blockData: { endpoint: 'GET /site/fjordheim/block-data?stable=1', body: copy(payloads.blockData) },
    articles: { endpoint: 'GET /site/fjordheim/article?stable=1', body: copy(payloads.articles) },
  };
}

function issuesOf(responses: PlatformResponses): readonly ContentIssue[] {
  try {
    snapshotFromPlatform(responses, options);
  } catch (error) {
    if (error instanceof ContentValidationError) return error.issues;
    throw error;
  }
  throw new Error('expected the payloads to be refused');
}

/** The body of a response as a mutable record, for breaking one field. */
function body(response: { body: unknown }): Record<string, unknown[]> & Record<string, unknown> {
  return response.body as Record<string, unknown[]> & Record<string, unknown>;
}

test('the payloads of a snapshot map back to the same snapshot', () => {
  expect(snapshotFromPlatform(responsesOf(toPlatformPayloads(snapshot)), options)).toEqual(snapshot);
});

test('the configured site must be among the sites', () => {
  const attempt = () =>
    snapshotFromPlatform(responsesOf(toPlatformPayloads(snapshot)), { ...options, siteId: 'annen-kino' });
  expect(attempt).toThrow(ContentValidationError);
  const issues = (() => {
    try {
      attempt();
    } catch (error) {
      if (error instanceof ContentValidationError) return error.issues;
    }
    return [];
  })();
  expect(issues).toContainEqual({
    file: 'GET /sites',
    path: '$.data',
    message: 'no site with id "annen-kino"; these credentials see: "testsal"',
  });
});

test('an event of an unknown production and a mismatched id are reported at their place in the payload', () => {
  const responses = responsesOf(toPlatformPayloads(snapshot));
  const events = body(responses.events)['data'] as Array<{ id: string; production: { id: string } }>;
  const [first, second] = events;
  if (!first || !second) throw new Error('the sample venue has events');
  first.production.id = 'finnes-ikke';
  second.id = 'e-999';
  expect(issuesOf(responses)).toEqual([
    {
      file: 'GET /sites/fjordheim/events',
      path: '$.data[0].production.id',
      message: 'expected the id of a production in $.included.productions, received "finnes-ikke"',
    },
    {
      file: 'GET /sites/fjordheim/events',
      path: '$.data[1].id',
      message: expect.stringContaining('expected "e-') as string,
    },
  ]);
});

test('a duplicate production names the place of the first', () => {
  const responses = responsesOf(toPlatformPayloads(snapshot));
  const productions = (body(responses.events)['included'] as unknown as { productions: unknown[] }).productions;
  productions.push(structuredClone(productions[0]));
  const last = productions.length - 1;
  expect(issuesOf(responses)).toContainEqual({
    file: 'GET /sites/fjordheim/events',
    path: `$.included.productions[${last}].id`,
    message: `duplicate production id "${snapshot.productions[0]?.id ?? ''}", already used in $.included.productions[0]`,
  });
});

test('a block with a bad field is reported under its page in block-data', () => {
  const responses = responsesOf(toPlatformPayloads(snapshot));
  const pages = body(responses.blockData)['data'] as Array<{ blocks: Array<{ component: string }> }>;
  const index = pages.findIndex((page) => page.blocks.length > 0);
  const page = pages[index];
  if (!page?.blocks[0]) throw new Error('the sample venue has blocks');
  page.blocks[0].component = 'karusell';
  expect(issuesOf(responses)).toEqual([
    {
      file: 'GET /site/fjordheim/block-data?stable=1',
      path: `$.data[${index}].blocks[0].component`,
      message: expect.stringContaining('unknown block kind "karusell"') as string,
    },
  ]);
});

test('a body that is not the expected envelope is reported at its root', () => {
  const responses = responsesOf(toPlatformPayloads(snapshot));
  responses.articles = { endpoint: responses.articles.endpoint, body: '<html>Service Unavailable</html>' };
  expect(issuesOf(responses)).toEqual([
    { file: 'GET /site/fjordheim/article?stable=1', path: '$', message: 'expected object, received string' },
  ]);
});
