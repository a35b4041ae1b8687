import { z } from 'zod';
import type { Article, ContentSnapshot } from '../model/content-snapshot.ts';
import type { Event } from '../model/event.ts';
import { PageConfig } from '../model/page-config.ts';
import { Production } from '../model/production.ts';
import { Redirect, Site, Theme } from '../model/site.ts';
import { parseArticle } from './article.ts';
import type { Located } from './cross-file-rules.ts';
import { checkPages, checkProduction, checkRedirects, checkSiteAndTheme, checkUnique } from './cross-file-rules.ts';
import { ContentValidationError, type ContentIssue, issuesFromZod, jsonPath } from './content-error.ts';
import { EventEntry, compareEvents, toEvent } from './event-entry.ts';
import { parseJson } from './parse-json.ts';
import { checkPageBlocks } from './page-blocks.ts';
import { resolveRelativeDate } from './relative-date.ts';

/** The content files of one site: text by name inside the content folder (`productions/de-ukjente.json`). */
export interface ContentFiles {
  files: ReadonlyMap<string, string>;
  /** How a file is named in issues, e.g. `productions/de-ukjente.json` → `content/productions/de-ukjente.json`. */
  fileLabel(name: string): string;
}

export interface AssembleOptions {
  /** The build date in Europe/Oslo, `YYYY-MM-DD`; relative dates count from it. */
  today: string;
  /** The schema of each block kind's own data fields, by `component`. */
  blockSchemas: Readonly<Record<string, z.ZodType>>;
}

/**
 * Validates content files and assembles the snapshot the engine builds from: relative dates
 * made absolute, events completed from their productions and sorted. Reports every problem
 * found, in file order, by throwing one `ContentValidationError`.
 */
export function assembleSnapshot(content: ContentFiles, options: AssembleOptions): ContentSnapshot {
  const issues: ContentIssue[] = [];
  const { files, fileLabel } = content;

  /** Parses a JSON file with a schema; `undefined` (and issues) when it is missing or invalid. */
  function readJson<T>(name: string, schema: z.ZodType<T>, required: boolean): T | undefined {
    const text = files.get(name);
    const file = fileLabel(name);
    if (text === undefined) {
      if (required) issues.push({ file, path: '$', message: 'file is missing' });
      return undefined;
    }
    const json = parseJson(text);
    if (!json.ok) {
      issues.push({ file, path: '$', message: json.message });
      return undefined;
    }
    const parsed = schema.safeParse(json.value);
    if (!parsed.success) {
      issues.push(...issuesFromZod(file, parsed.error));
      return undefined;
    }
    return parsed.data;
  }

  const site = readJson('site.json', Site, true);
  const theme = readJson('theme.json', Theme, true);
  if (site && theme) issues.push(...checkSiteAndTheme(site, theme, fileLabel('site.json'), fileLabel('theme.json')));
  const redirects = readJson('redirects.json', z.array(Redirect), false) ?? [];
  issues.push(...checkRedirects(redirects, fileLabel('redirects.json'), site?.host));

  const productions = readProductions(files, fileLabel, options.today, readJson, issues);
  const pages = readPages(files, fileLabel, options, readJson, issues);
  const articles = readArticles(files, fileLabel, issues);

  const entries = readJson('events.json', z.array(z.unknown()), false) ?? [];
  // A production whose file failed validation is already reported: its events are not.
  const productionFileIds = new Set(namesIn(files, 'productions', '.json').map((name) => baseName(name, '.json')));
  const events = readEvents(entries, productions, productionFileIds, fileLabel('events.json'), options.today, issues);

  if (issues.length > 0 || !site || !theme) throw new ContentValidationError(issues);
  return { site, theme, redirects, pages, productions, events, articles, today: options.today };
}

type ReadJson = <T>(name: string, schema: z.ZodType<T>, required: boolean) => T | undefined;

/** Names in a folder of the content, sorted so issues and output come in a stable order. */
function namesIn(files: ReadonlyMap<string, string>, folder: string, extension: string): string[] {
  return [...files.keys()]
    .filter(
      (name) =>
        name.startsWith(`${folder}/`) && name.endsWith(extension) && !name.slice(folder.length + 1).includes('/'),
    )
    .sort();
}

function baseName(name: string, extension: string): string {
  return name.slice(name.lastIndexOf('/') + 1, -extension.length);
}

function readProductions(
  files: ReadonlyMap<string, string>,
  fileLabel: (name: string) => string,
  today: string,
  readJson: ReadJson,
  issues: ContentIssue[],
): Production[] {
  const located: Located<Production>[] = [];
  for (const name of namesIn(files, 'productions', '.json')) {
    const parsed = readJson(name, Production, true);
    if (!parsed) continue;
    const production: Production = {
      ...parsed,
      properties: parsed.properties.map((property) => ({
        ...property,
        value: resolveRelativeDate(property.value, today),
      })),
    };
    const file = fileLabel(name);
    issues.push(...checkProduction(production, file, baseName(name, '.json')));
    located.push({ file, value: production });
  }
  issues.push(
    ...checkUnique(located, (production) => production.id, '$.id', 'production id'),
    ...checkUnique(located, (production) => production.parentSlug, '$.parentSlug', 'parentSlug'),
    ...checkUnique(located, (production) => production.pageReference, '$.pageReference', 'pageReference'),
  );
  return located.map((item) => item.value);
}

function readPages(
  files: ReadonlyMap<string, string>,
  fileLabel: (name: string) => string,
  options: AssembleOptions,
  readJson: ReadJson,
  issues: ContentIssue[],
): PageConfig[] {
  const located: Located<PageConfig>[] = [];
  for (const name of namesIn(files, 'pages', '.json')) {
    const parsed = readJson(name, PageConfig, true);
    if (!parsed) continue;
    const file = fileLabel(name);
    const { page, issues: blockIssues } = checkPageBlocks(parsed, file, options);
    issues.push(...blockIssues);
    if (blockIssues.length === 0) located.push({ file, value: page });
  }
  issues.push(...checkPages(located));
  return located.map((item) => item.value);
}

function readArticles(
  files: ReadonlyMap<string, string>,
  fileLabel: (name: string) => string,
  issues: ContentIssue[],
): Article[] {
  const articles: Article[] = [];
  for (const name of namesIn(files, 'articles', '.md')) {
    const parsed = parseArticle(baseName(name, '.md'), files.get(name) ?? '');
    if (parsed.ok) articles.push(parsed.article);
    else issues.push({ file: fileLabel(name), path: parsed.path, message: parsed.message });
  }
  return articles;
}

function readEvents(
  entries: readonly unknown[],
  productions: readonly Production[],
  productionFileIds: ReadonlySet<string>,
  file: string,
  today: string,
  issues: ContentIssue[],
): Event[] {
  const byId = new Map(productions.map((production) => [production.id, production]));
  const seen = new Set<string>();
  const events: Event[] = [];
  entries.forEach((raw, index) => {
    const parsed = EventEntry.safeParse(raw);
    if (!parsed.success) {
      issues.push(...issuesFromZod(file, parsed.error, [index]));
      return;
    }
    const entry = parsed.data;
    if (seen.has(entry.id))
      issues.push({ file, path: jsonPath([index, 'id']), message: `duplicate event id "${entry.id}"` });
    seen.add(entry.id);
    const production = byId.get(entry.production);
    if (!production) {
      if (productionFileIds.has(entry.production)) return;
      issues.push({
        file,
        path: jsonPath([index, 'production']),
        message: `expected the id of a production in content/productions/, received "${entry.production}"`,
      });
      return;
    }
    events.push(toEvent(entry, production, today));
  });
  return events.sort(compareEvents);
}
