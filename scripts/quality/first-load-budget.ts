/**
 * The first-load budget (decision 104): how many bytes (gzip, a size, not a time) of
 * JavaScript and CSS a built page makes the browser load before it is interactive, against
 * the limits written in `first-load-budget.json`. `npm run check` fails when a page or a file
 * grows past them; `npm run budget:write` rewrites the limits from a build.
 *
 * Files are named without their content hash (`assets/page-BX703vnq.js` → `page.js`), so a
 * limit holds across builds; files of one name on one page add up. A page's inline `<style>`
 * elements count as one CSS file, `inline <style>`.
 */
import { referencesOf } from './site-links.ts';

type AssetKind = 'js' | 'css';

/** One file of a page's first load, by its name without the hash, with its gzip size. */
interface LoadedFile {
  name: string;
  kind: AssetKind;
  gzip: number;
}

/** A built page's first load. */
export interface PageLoad {
  /** The page's path: `/`, `/kinoprogram`. */
  page: string;
  files: LoadedFile[];
}

/** One page's limits: its JS and CSS in all, and the files it may load. */
interface PageBudget {
  js: number;
  css: number;
  /** The names of the files of its first load when the budget was written. */
  files: string[];
}

/** The limits, in gzip bytes. */
export interface FirstLoadBudget {
  /** How to rewrite the file, for whoever opens it. */
  about: string;
  /** Added to every measured figure when the limits were written: `percent` of it, at least `bytes`. */
  headroom: { percent: number; bytes: number };
  /** Each page's first-load JS and CSS as measured, plus headroom, by path. */
  pages: Record<string, PageBudget>;
  /** One file (by name, summed per page): the largest on any page, plus headroom. */
  files: Record<string, number>;
}

export const INLINE_STYLE = 'inline <style>';

/** `/assets/page-BX703vnq.js` → `page.js`, `/assets/manifest-97431508.js` → `manifest.js`. */
export function unhashedName(url: string): string {
  const file = url.split(/[?#]/)[0]?.split('/').pop() ?? url;
  return file.replace(/-[A-Za-z0-9_-]{8}(\.(?:m?js|css))$/, '$1');
}

const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"/gi;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/**
 * The same-site script and stylesheet URLs a page's HTML loads at first (module scripts,
 * modulepreload links, the hydration script's imports and the preloads it adds after load,
 * decision 116; `<link rel="stylesheet">`), each once,
 * and the text of its inline `<style>` elements.
 */
export function firstLoadAssets(html: string): { js: string[]; css: string[]; inlineCss: string } {
  const path = (url: string) => url.split(/[?#]/)[0] ?? '';
  const js = referencesOf(html)
    .filter((reference) => reference.kind === 'asset' && /^\/[^/].*\.m?js$/.test(path(reference.url)))
    .map((reference) => path(reference.url));
  const css = [...html.matchAll(STYLESHEET_LINK)]
    .map((match) => path(match[1] ?? ''))
    .filter((url) => url.startsWith('/') && !url.startsWith('//'));
  const inlineCss = [...html.matchAll(STYLE_ELEMENT)].map((match) => match[1] ?? '').join('\n');
  return { js: [...new Set(js)], css: [...new Set(css)], inlineCss };
}

/** A page's first load, given the gzip size of a file by URL and of some text. */
export function measurePage(
  page: string,
  html: string,
  gzipOf: { file(url: string): number; text(text: string): number },
): PageLoad {
  const assets = firstLoadAssets(html);
  const byName = new Map<string, LoadedFile>();
  const add = (name: string, kind: AssetKind, gzip: number) => {
    const key = `${kind}:${name}`;
    const known = byName.get(key);
    byName.set(key, { name, kind, gzip: (known?.gzip ?? 0) + gzip });
  };
  for (const url of assets.js) add(unhashedName(url), 'js', gzipOf.file(url));
  for (const url of assets.css) add(unhashedName(url), 'css', gzipOf.file(url));
  if (assets.inlineCss.trim() !== '') add(INLINE_STYLE, 'css', gzipOf.text(assets.inlineCss));
  return { page, files: [...byName.values()] };
}

const total = (load: PageLoad, kind: AssetKind) =>
  load.files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzip, 0);

/** The limits for these pages: each figure measured now, plus headroom, rounded up to whole bytes. */
export function budgetFrom(
  loads: readonly PageLoad[],
  headroom: FirstLoadBudget['headroom'],
  about: string,
): FirstLoadBudget {
  const withHeadroom = (bytes: number) => Math.ceil(bytes + Math.max(headroom.bytes, (bytes * headroom.percent) / 100));
  const files: Record<string, number> = {};
  for (const load of loads)
    for (const file of load.files) files[file.name] = Math.max(files[file.name] ?? 0, file.gzip);
  const byName = ([a]: [string, unknown], [b]: [string, unknown]) => a.localeCompare(b);
  const pages = loads.map((load): [string, PageBudget] => [
    load.page,
    {
      js: withHeadroom(total(load, 'js')),
      css: withHeadroom(total(load, 'css')),
      files: load.files.map((file) => file.name).sort(),
    },
  ]);
  return {
    about,
    headroom,
    pages: Object.fromEntries(pages.sort(byName)),
    files: Object.fromEntries(
      Object.entries(files)
        .sort(byName)
        .map(([name, bytes]) => [name, withHeadroom(bytes)]),
    ),
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The first few of a list of pages, for a message. */
function somePages(pages: readonly string[]): string {
  return pages.length <= 3 ? pages.join(', ') : `${pages.slice(0, 3).join(', ')} and ${pages.length - 3} more`;
}

/**
 * What grew past the budget, one line per problem, naming the page and the file: a page whose
 * JS or CSS in all is over its limit (with the files that grew or are new to it), a file over
 * its own limit (with the pages it grew on), a file new to some pages' first load (a chunk that
 * used to load only elsewhere, zod say), a page the budget does not know.
 */
export function overBudget(loads: readonly PageLoad[], budget: FirstLoadBudget): string[] {
  const problems: string[] = [];
  const grownOn = new Map<string, { bytes: number; pages: string[] }>();
  const newOn = new Map<string, { bytes: number; pages: string[] }>();
  const note = (map: typeof grownOn, file: LoadedFile, page: string) => {
    const entry = map.get(file.name) ?? { bytes: 0, pages: [] };
    map.set(file.name, { bytes: Math.max(entry.bytes, file.gzip), pages: [...entry.pages, page] });
  };
  for (const load of loads) {
    const limits = budget.pages[load.page];
    if (limits === undefined) {
      problems.push(
        `${load.page}: a page the budget does not list (JS ${kib(total(load, 'js'))}, CSS ${kib(total(load, 'css'))} gzip)`,
      );
      continue;
    }
    const grown = (file: LoadedFile) => file.gzip > (budget.files[file.name] ?? 0);
    const isNew = (file: LoadedFile) => !limits.files.includes(file.name);
    for (const file of load.files) {
      if (isNew(file)) note(newOn, file, load.page);
      else if (grown(file)) note(grownOn, file, load.page);
    }
    for (const kind of ['js', 'css'] as const) {
      const bytes = total(load, kind);
      if (bytes <= limits[kind]) continue;
      const files = load.files.filter((file) => file.kind === kind);
      const causes = [
        ...files.filter(isNew).map((file) => `${file.name} (new here, ${kib(file.gzip)})`),
        ...files
          .filter((file) => !isNew(file) && grown(file))
          .map((file) => `${file.name} (grew to ${kib(file.gzip)})`),
      ];
      const which = causes.length > 0 ? `: ${causes.join(', ')}` : '; each file within its own limit';
      problems.push(
        `${load.page}: first-load ${kind.toUpperCase()} is ${kib(bytes)} gzip, past its budget of ${kib(limits[kind])} (+${bytes - limits[kind]} B)${which}`,
      );
    }
  }
  for (const [name, { bytes, pages }] of grownOn) {
    const limit = budget.files[name] ?? 0;
    problems.push(
      `${name} grew to ${kib(bytes)} gzip, past its budget of ${kib(limit)} (+${bytes - limit} B), on ${somePages(pages)}`,
    );
  }
  for (const [name, { bytes, pages }] of newOn)
    problems.push(`${name} (${kib(bytes)} gzip) is new in the first load of ${somePages(pages)}`);
  return problems;
}
