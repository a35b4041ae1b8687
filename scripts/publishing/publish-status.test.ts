/** The publishing status: a build's outcome in an editor's words, kept (the last 50) across a restart. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import {
  createPublishStatus,
  describeBuild,
  KEPT_OUTCOMES,
  STATUS_FILE,
  type PublishOutcome,
} from './publish-status.ts';

/** What `scripts/build.ts` prints for invalid content (docs/deploy.md). */
const INVALID = `
✗ The content is invalid (2 problems):
  content/productions/x.json: $.contents[0].summary: expected string, received number
  content/pages/home.json: $.blocks[2].data.title: expected string, received undefined
  Nothing was changed in build/.
`;
const BUILT =
  '\n✓ Built 56 pages and 4 redirects into build/client in 9.1 s; 3 pages rendered, 53 unchanged pages kept (content 0.2 s).\n';

const run = {
  startedAt: new Date('2026-11-28T11:00:00Z'),
  finishedAt: new Date('2026-11-28T11:00:09Z'),
  today: '2026-11-28',
  reasons: ['content/productions/x.json'],
};

test('a failed build names the change, the file, the JSON path and what was wrong, in Bokmål', () => {
  const outcome = describeBuild({ ok: false, seconds: 2.04, output: INVALID }, run);
  expect(outcome.ok).toBe(false);
  expect(outcome.pagesChanged).toBeNull();
  expect(outcome.problems.map((problem) => problem.text)).toEqual([
    'Filen content/productions/x.json, feltet $.contents[0].summary: forventet tekst, fikk et tall.',
    'Filen content/pages/home.json, feltet $.blocks[2].data.title: mangler (forventet tekst).',
  ]);
  expect(outcome.message).toBe(
    'Publiseringen feilet 28.11.2026, 12:00 (endring: content/productions/x.json). ' +
      'Filen content/productions/x.json, feltet $.contents[0].summary: forventet tekst, fikk et tall. ' +
      'Filen content/pages/home.json, feltet $.blocks[2].data.title: mangler (forventet tekst). ' +
      'Nettstedet viser fortsatt forrige versjon.',
  );
  expect(outcome.seconds).toBe(2);
});

test('a payload from the platform is named by its endpoint; another failure by the build’s own line', () => {
  const platform = describeBuild(
    {
      ok: false,
      seconds: 1,
      output:
        '✗ The content is invalid (1 problem):\n  GET http://127.0.0.1:4111/site/fjordheim/article?stable=1: $.data[3].body: expected string, received boolean\n',
    },
    { ...run, reasons: ['webhook'] },
  );
  expect(platform.message).toContain('(endring: publisering fra plattformen)');
  expect(platform.message).toContain(
    'Svaret fra GET http://127.0.0.1:4111/site/fjordheim/article?stable=1, feltet $.data[3].body: forventet tekst, fikk sann eller usann.',
  );
  const other = describeBuild(
    {
      ok: false,
      seconds: 1,
      output: '\n✗ The content could not be loaded:\n  ENOENT: no such file\n  Nothing was changed in build/.\n',
    },
    { ...run, reasons: ['midnight'] },
  );
  expect(other.problems).toEqual([]);
  expect(other.message).toContain(
    '(endring: ny dag ved midnatt). The content could not be loaded: ENOENT: no such file.',
  );
});

test('a good build says when, for what, how long and how many pages changed', () => {
  const outcome = describeBuild({ ok: true, seconds: 9.14, output: BUILT }, run);
  expect(outcome).toMatchObject({ ok: true, pagesChanged: 3, seconds: 9.1, problems: [] });
  expect(outcome.message).toBe(
    'Publisert 28.11.2026, 12:00 (endring: content/productions/x.json) på 9,1 s, 3 sider endret.',
  );
  const full = describeBuild(
    { ok: true, seconds: 30, output: '✓ Built 56 pages and 4 redirects into build/client in 30 s (…).' },
    run,
  );
  expect(full.pagesChanged).toBe(56);
});

let dir: string | undefined;
afterEach(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

test('the last 50 outcomes are kept, latest first, in a file a restart reads again', async () => {
  dir = await mkdtemp(join(tmpdir(), 'foaje-status-'));
  const status = createPublishStatus(dir);
  expect(status.latest()).toEqual([]);
  const outcomes: PublishOutcome[] = [];
  for (let index = 0; index < KEPT_OUTCOMES + 5; index++) {
    const outcome = describeBuild(
      { ok: index % 2 === 0, seconds: index, output: index % 2 === 0 ? BUILT : INVALID },
      { ...run, reasons: [`content/productions/${String(index)}.json`] },
    );
    outcomes.unshift(outcome);
    status.record(outcome);
  }
  expect(status.latest()).toHaveLength(KEPT_OUTCOMES);
  expect(status.latest()[0]?.reasons).toEqual([`content/productions/${String(KEPT_OUTCOMES + 4)}.json`]);
  const stored = JSON.parse(await readFile(join(dir, STATUS_FILE), 'utf8')) as { outcomes: PublishOutcome[] };
  expect(stored.outcomes).toEqual(outcomes.slice(0, KEPT_OUTCOMES));
  expect(createPublishStatus(dir).latest()).toEqual(outcomes.slice(0, KEPT_OUTCOMES));

  // A file that cannot be read starts an empty log; it is not an error.
  await writeFile(join(dir, STATUS_FILE), '{ not json');
  expect(createPublishStatus(dir).latest()).toEqual([]);
});
