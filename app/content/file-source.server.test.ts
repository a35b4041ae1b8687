import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, expect, test } from 'vitest';
import { z } from 'zod';
import { ContentValidationError } from './content-error.ts';
import { loadContentFromDir } from './file-source.server.ts';

const run = promisify(execFile);
const VALID = path.join(import.meta.dirname, 'fixtures', 'valid');
const TODAY = '2026-11-21';
const blockSchemas: Readonly<Record<string, z.ZodType>> = {
  article: z.object({ article: z.string(), from: z.string().optional() }),
};

const copies: string[] = [];
afterEach(async () => {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A writable copy of the valid fixture, with some files replaced. Outside the repo its issues name absolute files. */
async function fixtureWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'foaje-content-'));
  copies.push(dir);
  await cp(VALID, dir, { recursive: true });
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(path.join(dir, name), text)));
  return dir;
}

async function issuesOf(
  dir: string,
  options: Parameters<typeof loadContentFromDir>[1] = { today: TODAY, blockSchemas },
): Promise<string[]> {
  try {
    await loadContentFromDir(dir, options);
  } catch (error) {
    if (error instanceof ContentValidationError) return error.message.split('\n').slice(1);
    throw error;
  }
  throw new Error('expected the content to be invalid');
}

const film = {
  id: 'solskinn',
  object: 'movie',
  objectClass: 'movie',
  parentSlug: 'solskinn-dxm-100',
  pageReference: 'solskinn-dxm-100',
  title: 'Solskinn',
  properties: [{ property: 'duration', value: '95' }],
};

test('a valid content folder loads with every file', async () => {
  const snapshot = await loadContentFromDir(VALID, { today: TODAY, blockSchemas });
  expect(snapshot.site.venue).toBe('Testsal');
  expect(snapshot.theme.menu.map((item) => item.id)).toEqual(['m-home', 'm-about', 'm-about-venue']);
  expect(snapshot.redirects).toEqual([{ fromPath: '/gammel', toPath: '/om' }]);
  expect(snapshot.productions.map((production) => production.id)).toEqual(['solskinn', 'visekveld']);
  expect(snapshot.articles).toEqual([
    { id: 'om', title: 'Om Testsal', body: 'Testsal er en liten kino.\n\nVelkommen!' },
  ]);
  expect(snapshot.pages.map((page) => page.path)).toEqual(['/om']);
  expect(snapshot.today).toBe(TODAY);
});

test("the logo's size comes from its file in the images folder, unless the theme gives one", async () => {
  const withFile = await fixtureWith({});
  await mkdir(path.join(withFile, 'images'));
  await writeFile(
    path.join(withFile, 'images', 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 75"></svg>',
  );
  expect((await loadContentFromDir(withFile, { today: TODAY, blockSchemas })).theme.logoSize).toEqual({
    width: 300,
    height: 75,
  });

  const theme = JSON.parse(await readFile(path.join(VALID, 'theme.json'), 'utf8')) as Record<string, unknown>;
  const given = await fixtureWith({ 'theme.json': JSON.stringify({ ...theme, logoSize: { width: 200, height: 50 } }) });
  await mkdir(path.join(given, 'images'));
  await writeFile(path.join(given, 'images', 'logo.svg'), '<svg viewBox="0 0 300 75"></svg>');
  expect((await loadContentFromDir(given, { today: TODAY, blockSchemas })).theme.logoSize).toEqual({
    width: 200,
    height: 50,
  });

  expect((await loadContentFromDir(VALID, { today: TODAY, blockSchemas })).theme.logoSize).toBeUndefined();
});

test('relative dates become dates counted from the build day', async () => {
  const snapshot = await loadContentFromDir(VALID, { today: TODAY, blockSchemas });
  const firstNight = snapshot.productions[0]?.properties.find((property) => property.property === 'first_night');
  expect(firstNight?.value).toBe('2026-11-11');
  expect(snapshot.productions[1]?.properties[0]?.value).toBe('2026-12-24');
  expect(snapshot.pages[0]?.blocks[0]?.data['from']).toBe(TODAY);
});

test('events get absolute dates from day and time, are completed from their production and sorted by start', async () => {
  const snapshot = await loadContentFromDir(VALID, { today: TODAY, blockSchemas });
  expect(snapshot.events.map((event) => [event.id, event.startDate, event.endDate])).toEqual([
    ['e-1', '2026-11-21 23:30:00', '2026-11-22 01:05:00'],
    ['e-2', '2026-11-22 19:00:00', '2026-11-22 21:00:00'],
  ]);
  const [late] = snapshot.events;
  expect(late?.title).toBe('Solskinn');
  expect(late?.production.parentSlug).toBe('solskinn-dxm-100');
  expect(late?.features.map((feature) => feature.name)).toEqual(['6 år', 'Norsk tale']);
  expect(late).toMatchObject({ club: true, ticketCount: 0, adFlags: ['national_premiere'], ticketSaleType: 'normal' });
});

test('the same content loads on another build day with every date moved along', async () => {
  const snapshot = await loadContentFromDir(VALID, { today: '2027-01-31', blockSchemas });
  expect(snapshot.events[0]?.startDate).toBe('2027-01-31 23:30:00');
  expect(snapshot.productions[0]?.properties[0]?.value).toBe('2027-01-21');
});

test('a field of the wrong type names the file, the JSON path and what was expected', async () => {
  const dir = await fixtureWith({
    'productions/solskinn.json': JSON.stringify({ ...film, assets: [{ type: 'first_poster', url: 42 }] }),
  });
  expect(await issuesOf(dir)).toEqual([
    `${dir}/productions/solskinn.json: $.assets[0].url: expected string, received number`,
  ]);
});

test('issues name files relative to the working directory when the content is inside it', async () => {
  const issues = await issuesOf(VALID, { today: TODAY, blockSchemas: { slideshow: z.object({}) } });
  expect(issues).toEqual([
    'app/content/fixtures/valid/pages/om.json: $.blocks[0].component: unknown block kind "article"; expected one of: slideshow',
  ]);
});

test('a block’s own data is checked with its kind’s schema, bindings and locale left out', async () => {
  const strict = { article: z.strictObject({ article: z.number(), from: z.string() }) };
  expect(await issuesOf(VALID, { today: TODAY, blockSchemas: strict })).toEqual([
    'app/content/fixtures/valid/pages/om.json: $.blocks[0].data.article: expected number, received string',
  ]);
});

test('a block placed in a row or column the page template does not have names the file and the JSON path', async () => {
  const page = JSON.parse(await readFile(path.join(VALID, 'pages', 'om.json'), 'utf8')) as {
    blocks: Array<Record<string, unknown>>;
  };
  const [first] = page.blocks;
  const blocks = [
    { ...first, place: { row: 3, column: 0 } },
    { ...first, id: '3f1c2a4e-8b7d-4c2e-9a1b-2d3e4f5a6b7d', place: { row: 0, column: 1 } },
  ];
  const dir = await fixtureWith({ 'pages/om.json': JSON.stringify({ ...page, blocks }) });
  expect(await issuesOf(dir)).toEqual([
    `${dir}/pages/om.json: $.blocks[0].place.row: row 3 is not in the page template (rows: 0)`,
    `${dir}/pages/om.json: $.blocks[1].place.column: column 1 is not in row 0 of the page template, which has 1 column(s)`,
  ]);
});

test('a template column order the grid has no class for names the file and the JSON path', async () => {
  const page = JSON.parse(await readFile(path.join(VALID, 'pages', 'om.json'), 'utf8')) as Record<string, unknown>;
  const template = {
    rows: [
      { index: 0, columns: [{ order: { xs: 0, lg: 40 } }] },
      { index: 0, columns: [{}] },
    ],
  };
  const dir = await fixtureWith({ 'pages/om.json': JSON.stringify({ ...page, template }) });
  const issues = await issuesOf(dir);
  expect(issues).toContainEqual(
    expect.stringContaining(`${dir}/pages/om.json: $.template.rows[0].columns[0].order.lg:`),
  );
  expect(issues).toContainEqual(`${dir}/pages/om.json: $.template.rows[1].index: two rows have index 0`);
});

test('invalid JSON is reported with the line and column of the mistake', async () => {
  const dir = await fixtureWith({ 'redirects.json': '[\n  { "fromPath": "/a" "toPath": "/b" }\n]' });
  const [issue, ...rest] = await issuesOf(dir);
  expect(rest).toEqual([]);
  expect(issue).toMatch(new RegExp(`^${dir}/redirects.json: \\$: invalid JSON: .*\\(line 2 column 22\\)$`));
});

test('a truncated JSON file still names a line and column', async () => {
  const dir = await fixtureWith({ 'site.json': '{\n  "id":' });
  expect(await issuesOf(dir)).toEqual([
    `${dir}/site.json: $: invalid JSON: Unexpected end of JSON input (line 2 column 8)`,
  ]);
});

test('an event naming a production that does not exist is reported at its production field', async () => {
  const events = [
    { id: 'e-5', eventNumber: 5, production: 'ukjent', day: 0, time: '18:00', location: 'Sal 1', ticketCount: 10 },
  ];
  const dir = await fixtureWith({ 'events.json': JSON.stringify(events) });
  expect(await issuesOf(dir)).toEqual([
    `${dir}/events.json: $[0].production: expected the id of a production in content/productions/, received "ukjent"`,
  ]);
});

test('two productions with the same slug are reported in the later file, naming the earlier one', async () => {
  const dir = await fixtureWith({
    'productions/zzz-kopi.json': JSON.stringify({ ...film, id: 'zzz-kopi', pageReference: 'kopi' }),
  });
  expect(await issuesOf(dir)).toEqual([
    `${dir}/productions/zzz-kopi.json: $.parentSlug: duplicate parentSlug "solskinn-dxm-100", already used in ${dir}/productions/solskinn.json`,
  ]);
});

test('every problem of every file is reported at once, in file order', async () => {
  const dir = await fixtureWith({
    'productions/solskinn.json': JSON.stringify({
      ...film,
      id: 'sol',
      properties: [{ property: 'first_night', value: 'snart' }],
    }),
    'articles/om.md': 'Om Testsal uten overskrift',
    'events.json': JSON.stringify([
      { id: 'e-9', eventNumber: 9, production: 'visekveld', day: 0, time: '25:00', location: 'Sal 1', ticketCount: 1 },
    ]),
    'theme.json': JSON.stringify({
      ...(await import('./fixtures/valid/theme.json')).default,
      menu: [{ id: 'a', parent: 'b', path: '/', label: 'Hjem', place: 'header', locale: 'nb', order: 0 }],
    }),
  });
  expect(await issuesOf(dir)).toEqual([
    `${dir}/theme.json: $.menu[0].parent: expected the id of another menu item or "", received "b"`,
    `${dir}/productions/solskinn.json: $.id: expected "solskinn" (the file name), received "sol"`,
    `${dir}/productions/solskinn.json: $.properties[0].value: first_night: expected "YYYY-MM-DD" or a relative date like "+3d", received "snart"`,
    `${dir}/articles/om.md: $.title: expected the first line to be a heading "# Title"`,
    `${dir}/events.json: $[0].time: expected a time "HH:mm"`,
  ]);
});

test('a missing site file is reported, other files still checked', async () => {
  const dir = await fixtureWith({ 'productions/visekveld.json': '{}' });
  await rm(path.join(dir, 'site.json'));
  const issues = await issuesOf(dir);
  expect(issues[0]).toBe(`${dir}/site.json: $: file is missing`);
  expect(issues.some((issue) => issue.startsWith(`${dir}/productions/visekveld.json: $.id:`))).toBe(true);
});

test('the error keeps the issues as data for tools', async () => {
  const dir = await fixtureWith({ 'redirects.json': JSON.stringify([{ fromPath: 'gammel', toPath: '/om' }]) });
  const error = await loadContentFromDir(dir, { today: TODAY, blockSchemas }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ContentValidationError);
  expect((error as ContentValidationError).issues).toEqual([
    { file: `${dir}/redirects.json`, path: '$[0].fromPath', message: 'expected a site path starting with "/"' },
  ]);
});

test('a venue with more files than the process may open at once still loads, in file-name order', async () => {
  const dir = await fixtureWith({});
  const base = JSON.parse(await readFile(path.join(VALID, 'productions', 'solskinn.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const count = 300;
  for (let i = 0; i < count; i += 1) {
    const id = `arkiv-${String(i).padStart(4, '0')}`;
    await writeFile(
      path.join(dir, 'productions', `${id}.json`),
      JSON.stringify({
        ...base,
        id,
        parentSlug: `${id}-dxm-${1000 + i}`,
        pageReference: `${id}-dxm-${1000 + i}`,
        edi: undefined,
      }),
    );
  }
  // A child Node with an open-file limit far below the number of files, as a large venue meets it.
  const loader = pathToFileURL(path.join(import.meta.dirname, 'file-source.server.ts')).href;
  const script = `const { loadContentFromDir } = await import(${JSON.stringify(loader)});
    const s = await loadContentFromDir(${JSON.stringify(dir)}, { today: '${TODAY}', blockSchemas: { article: { safeParse: (v) => ({ success: true, data: v }) } } });
    console.log(JSON.stringify(s.productions.map((p) => p.id)));`;
  const { stdout } = await run('bash', [
    '-c',
    `ulimit -n 120 && exec "${process.execPath}" --input-type=module -e '${script.replace(/'/g, `'\\''`)}'`,
  ]);
  const ids = JSON.parse(stdout) as string[];
  expect(ids).toHaveLength(count + 2);
  expect(ids.filter((id) => id.startsWith('arkiv-'))).toEqual([...ids.filter((id) => id.startsWith('arkiv-'))].sort());
});
