/**
 * The table of docs/spec-map.md: for each section of the requirements (§1 … §9), the source files
 * that cite it, made from the citations themselves. `node scripts/spec-map.ts` prints the table; with
 * `--write` it rewrites the part of docs/spec-map.md between the `spec-map` markers.
 * scripts/spec-map.test.ts fails when the two differ.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The sections' titles, as the specification names them. */
const SECTION_TITLES: Readonly<Record<string, string>> = {
  '1': 'What the product does and for whom',
  '2': 'Screens and routes',
  '2.1': 'General navigation behaviour',
  '2.2': 'Static routes',
  '2.3': 'Parameterised routes (detail pages)',
  '2.4': 'Home page blocks',
  '2.5': 'Menus, footer, search, language',
  '2.6': 'Account and member screens',
  '3': 'Entities and their fields',
  '3.1': 'Production',
  '3.2': 'Event',
  '3.3': 'Schedule event',
  '3.4': 'Slide',
  '3.5': 'Quick link card',
  '3.6': 'Culture event',
  '3.7': 'Cover flow card',
  '3.8': 'Page',
  '3.9': 'Block',
  '3.10': 'Site',
  '3.11': 'Theme',
  '3.12': 'Menu item and footer column',
  '3.13': 'User profile',
  '3.14': 'MovieInfo',
  '3.15': 'Review',
  '3.16': 'MyTicket',
  '3.17': 'Watch list and events state',
  '4': 'States and transitions',
  '4.1': 'Account',
  '4.2': 'Only the latest request counts',
  '4.3': 'Events',
  '4.4': 'Member data',
  '4.5': 'Content states',
  '5': 'Validation rules',
  '6': 'Roles and permissions',
  '7': 'The calls it makes',
  '7.1': 'How endpoints are addressed',
  '7.2': 'Member and account calls',
  '7.3': 'Content and platform calls',
  '7.4': 'Outbound links and images',
  '8': 'The error catalogue',
  '9': 'Business constants and limits',
};

/** At most this many files in a row; a longer list keeps those citing the section most, and says how many more. */
const SHOWN_FILES = 8;

export const MAP_START = '<!-- spec-map:start -->';
export const MAP_END = '<!-- spec-map:end -->';

export type SourceFile = { path: string; text: string };

/**
 * The files the map covers: the code of the site, the scripts, the local services and the e2e
 * specs, not unit tests, nor this file (its `§`s are examples of a citation).
 */
const isMapped = (path: string) =>
  /^(?:app|scripts|local-services|tests\/e2e)\/.+\.tsx?$/.test(path) &&
  !/\.test\.tsx?$|\.test-support\.ts$/.test(path) &&
  path !== 'scripts/spec-map.ts';

/** `2.10` after `2.9`, `4` before `4.1`. */
function bySection(a: string, b: string): number {
  const [aParts, bParts] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let index = 0; index < Math.max(aParts.length, bParts.length); index++) {
    const difference = (aParts[index] ?? -1) - (bParts[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * A range's sections: its ends and every titled section between them at the same depth
 * (`§3.3–3.7` is §3.3, §3.4 … §3.7; `§2–§4` is §2, §3, §4).
 */
function sectionsFrom(first: string, last: string): string[] {
  const depth = first.split('.').length;
  const between = Object.keys(SECTION_TITLES).filter(
    (section) => section.split('.').length === depth && bySection(first, section) < 0 && bySection(section, last) < 0,
  );
  return [...new Set([first, ...between, last])];
}

/**
 * The sections a text cites, once per citation: `§2.1`, `(§4.1)`, `§2.1's`, both ends of `§2.1–2.3`
 * and what lies between. A deeper part counts for its section (`§2.4.4` is §2.4). `§ 2.1` is not a
 * citation, and a `§` after another document's number is that document's section
 * (`RFC 9110 §13.1.2`, and NIST SP 800-63B's sections likewise).
 */
function citationsIn(text: string): string[] {
  const cited: string[] = [];
  const citation = /(?<!\d[A-Z]? )§(\d+(?:\.\d+)?)(?:\.\d+)*(?:[–-]§?(\d+(?:\.\d+)?)(?:\.\d+)*)?/g;
  for (const [, first, last] of text.matchAll(citation)) {
    cited.push(...(last === undefined ? [first!] : sectionsFrom(first!, last)));
  }
  return cited;
}

/** Each cited section (without `§`) with the files that cite it and how often each does, sections in order. */
function citedSections(files: readonly SourceFile[]): Map<string, Map<string, number>> {
  const sections = new Map<string, Map<string, number>>();
  for (const { path, text } of files) {
    if (!isMapped(path)) continue;
    for (const section of citationsIn(text)) {
      const citing = sections.get(section) ?? new Map<string, number>();
      citing.set(path, (citing.get(path) ?? 0) + 1);
      sections.set(section, citing);
    }
  }
  return new Map([...sections].sort(([a], [b]) => bySection(a, b)));
}

/** The sections the files cite that SECTION_TITLES has no title for, as `§N.M`. */
export function untitledSections(files: readonly SourceFile[]): string[] {
  return [...citedSections(files).keys()]
    .filter((section) => SECTION_TITLES[section] === undefined)
    .map((section) => `§${section}`);
}

/** A row's files, by path; when there are many, the ones citing the section most and "… and N more". */
function filesCell(citing: ReadonlyMap<string, number> | undefined): string {
  if (citing === undefined) return 'none cites it';
  const byCount = [...citing].sort(([aPath, a], [bPath, b]) => b - a || (aPath < bPath ? -1 : 1));
  // One left out would take the room of its own name.
  const shown = byCount.length > SHOWN_FILES + 1 ? byCount.slice(0, SHOWN_FILES) : byCount;
  const paths = shown.map(([path]) => `\`${path}\``).sort();
  const more = byCount.length - shown.length;
  return more === 0 ? paths.join(', ') : `${paths.join(', ')} … and ${more} more`;
}

/**
 * The map as a markdown table: a row per section, in numeric order, for each titled section and
 * each one cited without a title, with the files of `files` that cite it.
 */
export function specMap(files: readonly SourceFile[]): string {
  const cited = citedSections(files);
  const sections = [...new Set([...Object.keys(SECTION_TITLES), ...cited.keys()])].sort(bySection);
  const rows = sections.map((section) => {
    const title = SECTION_TITLES[section];
    return `| §${section}${title === undefined ? '' : ` ${title}`} | ${filesCell(cited.get(section))} |`;
  });
  return ['| section | files |', '|---|---|', ...rows].join('\n');
}

/** The doc with `table` between its markers; throws when a marker is missing. */
function withSpecMap(doc: string, table: string): string {
  const start = doc.indexOf(MAP_START);
  const end = doc.indexOf(MAP_END);
  if (start === -1 || end < start) throw new Error(`no ${MAP_START} … ${MAP_END} in the doc`);
  return `${doc.slice(0, start + MAP_START.length)}\n${table}\n${doc.slice(end)}`;
}

/** The files git tracks in `root` that the map covers, as the working tree has them (one deleted there is left out). */
export function trackedSources(root: string): SourceFile[] {
  const paths = execFileSync('git', ['ls-files', '-z', '--', 'app', 'scripts', 'local-services', 'tests/e2e'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(isMapped);
  return paths.flatMap((path) => {
    try {
      return [{ path, text: readFileSync(resolve(root, path), 'utf8') }];
    } catch {
      return [];
    }
  });
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '..');
  const files = trackedSources(root);
  const table = specMap(files);
  const untitled = untitledSections(files);
  if (untitled.length > 0) console.warn(`⚠ cited, but SECTION_TITLES has no title for: ${untitled.join(', ')}`);
  if (process.argv.includes('--write')) {
    const doc = resolve(root, 'docs/spec-map.md');
    writeFileSync(doc, withSpecMap(readFileSync(doc, 'utf8'), table));
    const cited = citedSections(files);
    const citing = new Set([...cited.values()].flatMap((paths) => [...paths.keys()]));
    console.log(`✓ docs/spec-map.md: ${cited.size} cited sections, ${citing.size} files`);
  } else console.log(table);
}
