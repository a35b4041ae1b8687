import type { z } from 'zod';
import type { Article, ContentSnapshot } from '../model/content-snapshot.ts';
import { Event } from '../model/event.ts';
import { PageConfig } from '../model/page-config.ts';
import { Production } from '../model/production.ts';
import type { Redirect, Site, Theme } from '../model/site.ts';
import type { Located } from './cross-file-rules.ts';
import { checkPages, checkProduction, checkRedirects, checkSiteAndTheme, checkUnique } from './cross-file-rules.ts';
import { ContentValidationError, type ContentIssue, issuesFromZod, jsonPath } from './content-error.ts';
import { compareEvents } from './event-entry.ts';
import { checkPageBlocks } from './page-blocks.ts';
import {
  ArticlesPayload,
  BlockDataPayload,
  EventsPayload,
  PlatformArticle,
  PlatformSite,
  SitesPayload,
} from './platform-payloads.ts';

/** One answer of the platform: which call it was (`GET https://…/sites`, never credentials) and its parsed JSON body. */
export interface PlatformResponse {
  endpoint: string;
  body: unknown;
}

/** The four calls a site's content comes from (spec §7.3). */
export interface PlatformResponses {
  sites: PlatformResponse;
  events: PlatformResponse;
  blockData: PlatformResponse;
  articles: PlatformResponse;
}

export interface PlatformSnapshotOptions {
  siteId: string;
  /** The build date in Europe/Oslo, `YYYY-MM-DD`. */
  today: string;
  /** The schema of each block kind's own data fields, by `component`. */
  blockSchemas: Readonly<Record<string, z.ZodType>>;
}

/**
 * Maps the platform's payloads to the snapshot the engine builds from, with the same checks
 * as the file source (references, duplicates, block data). Every problem is reported, each
 * naming the endpoint and the JSON path in its body
 * (`GET http://…/sites/fjordheim/events: $.included.productions[3].title: …`), in one
 * `ContentValidationError`.
 */
export function snapshotFromPlatform(responses: PlatformResponses, options: PlatformSnapshotOptions): ContentSnapshot {
  const issues: ContentIssue[] = [];
  const siteAndTheme = readSite(responses.sites, options.siteId, issues);
  const productions = readProductions(responses.events, issues);
  const events = readEvents(responses.events, productions, issues);
  const pages = readPages(responses.blockData, options, issues);
  const articles = readArticles(responses.articles, options.siteId, issues);
  if (issues.length > 0 || !siteAndTheme) throw new ContentValidationError(issues);
  const { site, theme, redirects } = siteAndTheme;
  return { site, theme, redirects, pages, productions, events, articles, today: options.today };
}

/**
 * Checks written for files take a file name; here each runs with the item's place in the
 * payload as its "file" (`$.data[2]`), then the issue is moved under the endpoint with the
 * full path. A duplicate then reads "already used in $.data[0]".
 */
function relocate(endpoint: string, found: readonly ContentIssue[]): ContentIssue[] {
  return found.map((issue) => ({ file: endpoint, path: issue.file + issue.path.slice(1), message: issue.message }));
}

/** Parses an envelope; `undefined` (and issues) when the body does not have its shape. */
function readEnvelope<T>(response: PlatformResponse, schema: z.ZodType<T>, issues: ContentIssue[]): T | undefined {
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return parsed.data;
  issues.push(...issuesFromZod(response.endpoint, parsed.error));
  return undefined;
}

/** Parses each item of a list at `prefix`; items that fail are reported and left out. */
function readItems<T>(
  response: PlatformResponse,
  items: readonly unknown[],
  prefix: readonly PropertyKey[],
  schema: z.ZodType<T>,
  issues: ContentIssue[],
): Located<T>[] {
  const located: Located<T>[] = [];
  items.forEach((item, index) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) located.push({ file: jsonPath([...prefix, index]), value: parsed.data });
    else issues.push(...issuesFromZod(response.endpoint, parsed.error, [...prefix, index]));
  });
  return located;
}

function readSite(
  response: PlatformResponse,
  siteId: string,
  issues: ContentIssue[],
): { site: Site; theme: Theme; redirects: Redirect[] } | undefined {
  const envelope = readEnvelope(response, SitesPayload, issues);
  if (!envelope) return undefined;
  const index = envelope.data.findIndex(
    (item) => typeof item === 'object' && item !== null && 'id' in item && item.id === siteId,
  );
  if (index === -1) {
    const seen = envelope.data.map((item) =>
      typeof item === 'object' && item !== null && 'id' in item ? JSON.stringify(item.id) : '?',
    );
    issues.push({
      file: response.endpoint,
      path: '$.data',
      message: `no site with id "${siteId}"; these credentials see: ${seen.join(', ') || 'no site'}`,
    });
    return undefined;
  }
  const parsed = PlatformSite.safeParse(envelope.data[index]);
  if (!parsed.success) {
    issues.push(...issuesFromZod(response.endpoint, parsed.error, ['data', index]));
    return undefined;
  }
  const { theme, redirects, ...fields } = parsed.data;
  const site: Site = { ...fields, theme: theme.id };
  const at = jsonPath(['data', index]);
  issues.push(
    ...relocate(response.endpoint, checkSiteAndTheme(site, theme, at, `${at}.theme`)),
    ...relocate(response.endpoint, checkRedirects(redirects, `${at}.redirects`, site.host)),
  );
  return { site, theme, redirects };
}

function readProductions(response: PlatformResponse, issues: ContentIssue[]): Production[] {
  const envelope = readEnvelope(response, EventsPayload, issues);
  if (!envelope) return [];
  const located = readItems(response, envelope.included.productions, ['included', 'productions'], Production, issues);
  for (const { file, value } of located)
    issues.push(...relocate(response.endpoint, checkProduction(value, file, value.id)));
  issues.push(
    ...relocate(response.endpoint, [
      ...checkUnique(located, (production) => production.id, '$.id', 'production id'),
      ...checkUnique(located, (production) => production.parentSlug, '$.parentSlug', 'parentSlug'),
      ...checkUnique(located, (production) => production.pageReference, '$.pageReference', 'pageReference'),
    ]),
  );
  return located.map((item) => item.value);
}

function readEvents(response: PlatformResponse, productions: readonly Production[], issues: ContentIssue[]): Event[] {
  const envelope = EventsPayload.safeParse(response.body);
  if (!envelope.success) return []; // reported with the productions
  const located = readItems(response, envelope.data.data, ['data'], Event, issues);
  const known = new Set(productions.map((production) => production.id));
  const found: ContentIssue[] = checkUnique(located, (event) => event.id, '$.id', 'event id');
  for (const { file, value } of located) {
    if (value.id !== `e-${value.eventNumber}`)
      found.push({
        file,
        path: '$.id',
        message: `expected "e-${value.eventNumber}" (e- and the eventNumber), received "${value.id}"`,
      });
    if (!known.has(value.production.id)) {
      found.push({
        file,
        path: '$.production.id',
        message: `expected the id of a production in $.included.productions, received "${value.production.id}"`,
      });
    }
  }
  issues.push(...relocate(response.endpoint, found));
  return located.map((item) => item.value).sort(compareEvents);
}

function readPages(response: PlatformResponse, options: PlatformSnapshotOptions, issues: ContentIssue[]): PageConfig[] {
  const envelope = readEnvelope(response, BlockDataPayload, issues);
  if (!envelope) return [];
  if (envelope.siteId !== options.siteId)
    issues.push({
      file: response.endpoint,
      path: '$.siteId',
      message: `expected "${options.siteId}", received "${envelope.siteId}"`,
    });
  const located: Located<PageConfig>[] = [];
  for (const { file, value } of readItems(response, envelope.data, ['data'], PageConfig, issues)) {
    const index = Number(/\[(\d+)\]$/.exec(file)?.[1]);
    const { page, issues: blockIssues } = checkPageBlocks(value, response.endpoint, options, ['data', index]);
    issues.push(...blockIssues);
    if (blockIssues.length === 0) located.push({ file, value: page });
  }
  issues.push(...relocate(response.endpoint, checkPages(located)));
  return located.map((item) => item.value);
}

function readArticles(response: PlatformResponse, siteId: string, issues: ContentIssue[]): Article[] {
  const envelope = readEnvelope(response, ArticlesPayload, issues);
  if (!envelope) return [];
  if (envelope.siteId !== siteId)
    issues.push({
      file: response.endpoint,
      path: '$.siteId',
      message: `expected "${siteId}", received "${envelope.siteId}"`,
    });
  const located = readItems(response, envelope.data, ['data'], PlatformArticle, issues);
  issues.push(
    ...relocate(
      response.endpoint,
      checkUnique(located, (article) => article.id, '$.id', 'article id'),
    ),
  );
  return located.map(({ value }) => ({ id: value.id, title: value.title, body: value.body }));
}
