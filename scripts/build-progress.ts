import type { PlatformProgress } from '../app/content/platform-source.server.ts';

/** Where progress goes: a terminal line that can be rewritten, or plain lines (logs). */
export interface ProgressOutput {
  write(text: string): void;
  /** True on a terminal: one line is rewritten in place instead of printing many. */
  isTTY: boolean;
}

/** What a long build tells the terminal: fetches, pages rendered / total, time. */
export interface BuildProgress {
  fetch(event: PlatformProgress): void;
  /** A line of React Router's output; a prerendered page advances the count. */
  renderLine(line: string): void;
  /** `count` more pages are written (scripts/site-builder/render-pool.ts reports them by batch). */
  pages(count: number): void;
  /** A plain step: `Content: 47 pages… (0.3 s)`. */
  note(text: string): void;
  /** Ends the rewritten line, if any. */
  done(): void;
}

const PRERENDERED_PAGE = /^Prerender \(html\): /;

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Progress for a build of `total` pages. Quiet (`quiet`: CI) prints nothing; a terminal gets one
 * line rewritten per page; a log gets a line at each quarter, so it stays short.
 */
export function createBuildProgress(options: {
  total: () => number;
  quiet: boolean;
  out: ProgressOutput;
  now?: () => number;
}): BuildProgress {
  const now = options.now ?? (() => performance.now());
  const { out } = options;
  let rendered = 0;
  let renderStart: number | undefined;
  let lineOpen = false;
  let lastQuarter = 0;

  const line = (text: string) => {
    if (options.quiet) return;
    if (lineOpen) out.write('\n');
    lineOpen = false;
    out.write(`${text}\n`);
  };

  const advance = (count: number) => {
    renderStart ??= now();
    rendered += count;
    const total = options.total();
    if (options.quiet) return;
    const status = `Rendering pages ${rendered}/${total} (${seconds(now() - renderStart)})`;
    if (out.isTTY) {
      out.write(`\r${status}`);
      lineOpen = true;
      return;
    }
    const quarter = Math.floor((rendered / total) * 4);
    if (quarter > lastQuarter || rendered === total) {
      lastQuarter = quarter;
      out.write(`${status}\n`);
    }
  };

  return {
    fetch(event) {
      if (event.type === 'fetched') line(`  fetched ${event.endpoint} (${Math.round(event.ms)} ms)`);
      else line(`  ${event.endpoint}: ${event.reason}; try ${event.retry + 1} in ${seconds(event.delayMs)}`);
    },
    renderLine(text) {
      if (PRERENDERED_PAGE.test(text)) advance(1);
    },
    pages: advance,
    note: line,
    done() {
      if (lineOpen && !options.quiet) out.write('\n');
      lineOpen = false;
    },
  };
}
