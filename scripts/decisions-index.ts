/**
 * The index of docs/decisions/README.md, made from the decision files themselves: each file's
 * heading (`# N. Title (§…)`), its `Status:` line and its `Area:` line. `node scripts/decisions-index.ts`
 * prints the index; with `--write` it rewrites the README's part between the `decisions-index`
 * markers. scripts/docs.test.ts fails when the README's index and the files differ.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The index's areas, in its order. A decision's `Area:` line names one of them, or several joined by `; `. */
export const DECISION_AREAS = [
  'Content, pages and blocks (§2–§4)',
  'Layers, names, tools',
  'Content from the platform (§6, §7.3)',
  'Browser side and navigation (§2.1)',
  'Member area (§2.6, §4)',
  'Security',
  'Visitor extras',
  'Search',
  'Time (§2.4, §3.3)',
  'First load and Lighthouse',
  'The build at scale',
  'Keeping the site current (§2.1)',
  'The bench',
  'Buying a ticket (§7.3, §7.4)',
] as const;

/**
 * A `Status:` line's statuses: accepted (the code does this today; a note may follow after `; `),
 * superseded by a later decision, tried and not kept, or proposed (measured and argued, not built).
 */
export const DECISION_STATUS = /^(?:accepted(?:; .+)?|superseded by (\d+)|tried and not kept|proposed)$/;

/** A decision file's name: its number in three digits, then a short slug of its title. */
export const DECISION_FILE = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;

export const INDEX_START = '<!-- decisions-index:start -->';
export const INDEX_END = '<!-- decisions-index:end -->';

export type Decision = {
  number: number;
  file: string;
  /** The heading's title without the number and without a last `(§…)`-style parenthesis. */
  title: string;
  status: string;
  areas: string[];
};

/** The decision a file holds, read from its heading, `Status:` and `Area:` lines; throws naming what is missing. */
function parseDecision(file: string, text: string): Decision {
  const heading = /^# (\d+)\. (.+)$/m.exec(text);
  const status = /^Status: (.+)$/m.exec(text)?.[1];
  const area = /^Area: (.+)$/m.exec(text)?.[1];
  if (heading === null) throw new Error(`${file}: no "# N. Title" heading`);
  if (status === undefined || !DECISION_STATUS.test(status)) throw new Error(`${file}: no valid "Status:" line`);
  if (area === undefined) throw new Error(`${file}: no "Area:" line`);
  return {
    number: Number(heading[1]),
    file,
    title: heading[2]!.replace(/ \((?:[^()]|\([^()]*\))*\)$/, ''),
    status,
    areas: area.split('; '),
  };
}

/** The decisions of a folder, one per `NNN-slug.md` file, by number. */
export function readDecisions(folder: string): Decision[] {
  return readdirSync(folder)
    .filter((file) => DECISION_FILE.test(file))
    .map((file) => parseDecision(file, readFileSync(resolve(folder, file), 'utf8')))
    .sort((a, b) => a.number - b.number);
}

const link = (decision: Decision, text: string) => `[${text}](${decision.file})`;

/**
 * The index as a markdown table: a row per area with its decisions ("N title", each a link to its
 * file; one no longer accepted says so), then a row of those superseded or tried and not kept.
 */
export function decisionsIndex(decisions: readonly Decision[]): string {
  const unknown = decisions.flatMap((decision) =>
    decision.areas
      .filter((area) => !(DECISION_AREAS as readonly string[]).includes(area))
      .map((area) => `${decision.file}: ${area}`),
  );
  if (unknown.length > 0) throw new Error(`areas not in DECISION_AREAS: ${unknown.join(', ')}`);
  const rows = DECISION_AREAS.map((area) => {
    const cells = decisions
      .filter((decision) => decision.areas.includes(area))
      .map((decision) => {
        const entry = link(decision, `${decision.number} ${decision.title}`);
        return decision.status.startsWith('accepted') ? entry : `${entry} (${decision.status})`;
      });
    return `| ${area} | ${cells.join(' · ')} |`;
  });
  const superseded = decisions
    .filter((decision) => decision.status.startsWith('superseded'))
    .map((decision) => `${link(decision, String(decision.number))} (${decision.status.replace('superseded ', '')})`);
  const notKept = decisions
    .filter((decision) => decision.status === 'tried and not kept')
    .map((decision) => link(decision, String(decision.number)));
  return [
    '| area | decisions |',
    '|---|---|',
    ...rows,
    `| Not kept | superseded: ${superseded.join(' · ')} · tried and not kept: ${notKept.join(' · ')} |`,
  ].join('\n');
}

/** The README with `index` between its markers; throws when a marker is missing. */
function withIndex(readme: string, index: string): string {
  const start = readme.indexOf(INDEX_START);
  const end = readme.indexOf(INDEX_END);
  if (start === -1 || end < start) throw new Error(`no ${INDEX_START} … ${INDEX_END} in the README`);
  return `${readme.slice(0, start + INDEX_START.length)}\n${index}\n${readme.slice(end)}`;
}

if (import.meta.main) {
  const folder = resolve(import.meta.dirname, '../docs/decisions');
  const decisions = readDecisions(folder);
  const index = decisionsIndex(decisions);
  if (process.argv.includes('--write')) {
    const readme = resolve(folder, 'README.md');
    writeFileSync(readme, withIndex(readFileSync(readme, 'utf8'), index));
    console.log(`✓ docs/decisions/README.md: the index of ${decisions.length} decisions`);
  } else console.log(index);
}
