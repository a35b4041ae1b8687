/**
 * What an editor can read of publishing (decision 197): each rebuild's outcome — when, for which
 * change, how long, how many pages changed, or why it failed in a Bokmål sentence naming the
 * file, the JSON path and what was wrong — kept in memory and in a small JSON file beside the
 * build output (the last 50), answered by `GET /_publish` (publish-endpoint.ts) and told to a
 * chat webhook when a publish fails and when publishing works again (publish-notifier.ts).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Reason } from './rebuild-queue.ts';

/** The outcomes kept. */
export const KEPT_OUTCOMES = 50;

/** The file beside `client/` (never deployed, never served). */
export const STATUS_FILE = 'publish-status.json';

/** What one build (and, for `npm run publish`, its deploy) reports to the loop. */
export interface BuildReport {
  ok: boolean;
  seconds: number;
  /** What the build printed. */
  output: string;
  /** Why it failed when the build's output does not say (a deploy step), in Bokmål. */
  failure?: string;
}

/** One problem of a failed build: where (a content file, or the platform's endpoint) and what. */
interface PublishProblem {
  file: string;
  path: string;
  /** The build's own words (`expected string, received number`). */
  detail: string;
  /** The editor's sentence. */
  text: string;
}

export interface PublishOutcome {
  ok: boolean;
  /** ISO instants. */
  startedAt: string;
  finishedAt: string;
  seconds: number;
  /** The programme's day it built for. */
  today: string;
  /** What asked for it: content files, `webhook`, `midnight`, `start`. */
  reasons: readonly Reason[];
  /** Pages written anew (an incremental build's rendered pages, else every page); null when unknown or failed. */
  pagesChanged: number | null;
  /** In Bokmål, for an editor. */
  message: string;
  problems: readonly PublishProblem[];
}

const OSLO_TIME = new Intl.DateTimeFormat('nb-NO', {
  timeZone: 'Europe/Oslo',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** `05.12.2026, 12:20` in Oslo. */
export function osloTime(iso: string): string {
  return OSLO_TIME.format(new Date(iso));
}

const REASONS: Readonly<Record<string, string>> = {
  start: 'oppstart',
  midnight: 'ny dag ved midnatt',
  webhook: 'publisering fra plattformen',
  draft: 'endret utkast',
  live: 'nettstedet ble bygget',
};

/** The reasons as an editor reads them. */
export function reasonText(reasons: readonly Reason[]): string {
  return reasons.length === 0 ? 'ukjent' : reasons.map((reason) => REASONS[reason] ?? reason).join(', ');
}

const TYPES: Readonly<Record<string, string>> = {
  string: 'tekst',
  number: 'et tall',
  boolean: 'sann eller usann',
  array: 'en liste',
  object: 'et objekt',
  undefined: 'ingenting',
  null: 'null',
  date: 'en dato',
};

/** The build's words for what was wrong, in Bokmål where they follow zod's common shapes; else quoted. */
function detailText(detail: string): string {
  const types = /^expected (\w+), received (\w+)$/.exec(detail);
  if (types?.[1] !== undefined && types[2] !== undefined) {
    const expected = TYPES[types[1]] ?? types[1];
    return types[2] === 'undefined'
      ? `mangler (forventet ${expected})`
      : `forventet ${expected}, fikk ${TYPES[types[2]] ?? types[2]}`;
  }
  return `«${detail}»`;
}

/** `content/productions/de-ukjente.json: $.assets[0].url: expected string, received number` (app/content/content-error.ts `formatIssue`). */
const ISSUE_LINE = /^\s*(.+?): (\$\S*): (.+)$/;

/** The problems of a failed build's output, each with its editor's sentence. */
function problemsOf(output: string): PublishProblem[] {
  const problems: PublishProblem[] = [];
  for (const line of output.split('\n')) {
    const match = ISSUE_LINE.exec(line);
    if (match?.[1] === undefined || match[2] === undefined || match[3] === undefined) continue;
    const [, file, path, detail] = match;
    // The platform source names the endpoint its payload came from (`GET https://…`).
    const where = /^(GET|POST) /.test(file) ? `Svaret fra ${file}` : `Filen ${file}`;
    problems.push({ file, path, detail, text: `${where}, feltet ${path}: ${detailText(detail)}.` });
  }
  return problems;
}

/** The first `✗` line of the output and the line after it (`The content could not be loaded:` / its reason). */
function failureLine(output: string): string {
  const lines = output.split('\n').map((line) => line.trim());
  const at = lines.findIndex((line) => line.startsWith('✗'));
  if (at === -1) return 'byggingen stoppet uten å si hvorfor (se loggen)';
  const first = lines[at]?.replace(/^✗\s*/, '') ?? '';
  const next = lines[at + 1] ?? '';
  return first.endsWith(':') && next !== '' && !next.startsWith('Nothing was changed') ? `${first} ${next}` : first;
}

/** `✓ Built 56 pages … ; 3 pages rendered, 53 unchanged pages kept` (scripts/build.ts `summary`). */
function pagesChangedOf(output: string): number | null {
  const rendered = /; (\d+) pages? rendered, \d+ unchanged pages kept/.exec(output);
  if (rendered?.[1] !== undefined) return Number(rendered[1]);
  const built = /✓ Built (\d+) pages?/.exec(output);
  return built?.[1] === undefined ? null : Number(built[1]);
}

/** The outcome of one build, as an editor reads it. */
export function describeBuild(
  report: BuildReport,
  run: { startedAt: Date; finishedAt: Date; today: string; reasons: readonly Reason[] },
): PublishOutcome {
  const base = {
    ok: report.ok,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt.toISOString(),
    seconds: Math.round(report.seconds * 10) / 10,
    today: run.today,
    reasons: [...run.reasons],
  };
  const change = reasonText(run.reasons);
  if (report.ok) {
    const pages = pagesChangedOf(report.output);
    const changed = pages === null ? '' : `, ${String(pages)} ${pages === 1 ? 'side' : 'sider'} endret`;
    return {
      ...base,
      pagesChanged: pages,
      message: `Publisert ${osloTime(base.finishedAt)} (endring: ${change}) på ${base.seconds.toLocaleString('nb-NO')} s${changed}.`,
      problems: [],
    };
  }
  const problems = report.failure === undefined ? problemsOf(report.output) : [];
  const why =
    report.failure ??
    (problems.length > 0 ? problems.map((problem) => problem.text).join(' ') : `${failureLine(report.output)}.`);
  return {
    ...base,
    pagesChanged: null,
    message: `Publiseringen feilet ${osloTime(base.finishedAt)} (endring: ${change}). ${why} Nettstedet viser fortsatt forrige versjon.`,
    problems,
  };
}

export interface PublishStatus {
  /** Keeps an outcome (and writes the file); a file that cannot be written is logged, never thrown. */
  record(outcome: PublishOutcome): void;
  /** The kept outcomes, the latest first. */
  latest(): readonly PublishOutcome[];
}

/**
 * The outcomes of `outDir`'s builds: read from its status file when there is one (a restart
 * keeps them), rewritten after each (a build's swap replaces the folder, the next write puts
 * the file back). The file is written to a temporary name and renamed, so a reader never sees
 * half of it.
 */
export function createPublishStatus(outDir: string, log: (line: string) => void = () => undefined): PublishStatus {
  const file = join(outDir, STATUS_FILE);
  let outcomes: PublishOutcome[] = [];
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { outcomes?: unknown };
    if (Array.isArray(stored.outcomes)) outcomes = (stored.outcomes as PublishOutcome[]).slice(0, KEPT_OUTCOMES);
  } catch {
    // No file yet, or one that cannot be read: the log starts empty.
  }
  return {
    record(outcome) {
      outcomes = [outcome, ...outcomes].slice(0, KEPT_OUTCOMES);
      try {
        mkdirSync(dirname(file), { recursive: true });
        const temporary = `${file}.tmp-${String(process.pid)}`;
        writeFileSync(temporary, `${JSON.stringify({ outcomes }, null, 2)}\n`);
        renameSync(temporary, file);
      } catch (error) {
        log(`publish: the status file could not be written: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    latest: () => outcomes,
  };
}
