/**
 * Checks that span entities or files: references, duplicates and consistency rules that no
 * single zod schema can see. Each returns issues; none throws.
 */
import type { PageConfig } from '../model/page-config.ts';
import type { Production } from '../model/production.ts';
import type { Redirect, Site, Theme } from '../model/site.ts';
import type { ContentIssue } from './content-error.ts';
import { jsonPath } from './content-error.ts';

/** A value with the file it came from. */
export interface Located<T> {
  file: string;
  value: T;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Rules for one production: its file name is its id, `object` and `objectClass` agree,
 * `first_night` is a date and `duration` a whole number of minutes.
 */
export function checkProduction(production: Production, file: string, fileId: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  if (production.id !== fileId) {
    issues.push({ file, path: '$.id', message: `expected "${fileId}" (the file name), received "${production.id}"` });
  }
  const isCultureClass = production.objectClass === 'culture';
  if ((production.object === 'culture') !== isCultureClass) {
    issues.push({
      file,
      path: '$.objectClass',
      message:
        production.object === 'culture'
          ? `expected "culture" for a culture item, received "${production.objectClass}"`
          : `expected "movie" or "movie_coming" for a film, received "${production.objectClass}"`,
    });
  }
  production.properties.forEach((property, index) => {
    const path = jsonPath(['properties', index, 'value']);
    if (property.property === 'first_night' && !DATE.test(property.value)) {
      issues.push({
        file,
        path,
        message: `first_night: expected "YYYY-MM-DD" or a relative date like "+3d", received "${property.value}"`,
      });
    }
    if (property.property === 'duration' && !/^[1-9]\d*$/.test(property.value)) {
      issues.push({
        file,
        path,
        message: `duration: expected a whole number of minutes, received "${property.value}"`,
      });
    }
  });
  return issues;
}

/** Each value of `key` may appear once; a repeat is reported in the later file. */
export function checkUnique<T>(
  items: readonly Located<T>[],
  key: (value: T) => string,
  path: string,
  what: string,
): ContentIssue[] {
  const firstFile = new Map<string, string>();
  const issues: ContentIssue[] = [];
  for (const item of items) {
    const value = key(item.value);
    const earlier = firstFile.get(value);
    if (earlier === undefined) firstFile.set(value, item.file);
    else issues.push({ file: item.file, path, message: `duplicate ${what} "${value}", already used in ${earlier}` });
  }
  return issues;
}

/** Page ids and paths are unique across all page configurations. */
export function checkPages(pages: readonly Located<PageConfig>[]): ContentIssue[] {
  return [
    ...checkUnique(pages, (page) => page.id, '$.id', 'page id'),
    ...checkUnique(pages, (page) => page.path, '$.path', 'page path'),
  ];
}

/** The site names the theme it uses; menu ids are unique and every `parent` names an item. */
export function checkSiteAndTheme(site: Site, theme: Theme, siteFile: string, themeFile: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  if (site.theme !== theme.id) {
    issues.push({
      file: siteFile,
      path: '$.theme',
      message: `expected the id of the theme in ${themeFile} ("${theme.id}"), received "${site.theme}"`,
    });
  }
  const ids = new Set<string>();
  theme.menu.forEach((item, index) => {
    if (ids.has(item.id))
      issues.push({
        file: themeFile,
        path: jsonPath(['menu', index, 'id']),
        message: `duplicate menu item id "${item.id}"`,
      });
    ids.add(item.id);
  });
  theme.menu.forEach((item, index) => {
    if (item.parent !== '' && (!ids.has(item.parent) || item.parent === item.id)) {
      issues.push({
        file: themeFile,
        path: jsonPath(['menu', index, 'parent']),
        message: `expected the id of another menu item or "", received "${item.parent}"`,
      });
    }
  });
  return issues;
}

/** The origin of an absolute `http(s)` URL, or undefined for anything else. */
function originOf(href: string): string | undefined {
  if (!/^https?:\/\//i.test(href)) return undefined;
  try {
    return new URL(href).origin;
  } catch {
    return undefined;
  }
}

/**
 * Each `fromPath` redirects once, never to itself, and to this site unless the redirect is
 * marked `"external": true` (decision 195): a protocol-relative `//host` target is refused always (write the
 * `https://` URL), an absolute URL of another origin than `site.host` needs the mark, and the
 * mark is for such a URL only. `siteHost` is `site.host` (undefined when site.json is invalid).
 */
export function checkRedirects(redirects: readonly Redirect[], file: string, siteHost?: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const seen = new Set<string>();
  const siteOrigin = siteHost === undefined ? undefined : originOf(siteHost);
  redirects.forEach((redirect, index) => {
    const target = redirect.toPath.trim();
    const origin = originOf(target);
    if (target.startsWith('//') || target.startsWith('/\\')) {
      issues.push({
        file,
        path: jsonPath([index, 'toPath']),
        message: `expected a site path or an https:// URL, received the protocol-relative "${redirect.toPath}"`,
      });
    } else if (origin !== undefined && origin !== siteOrigin && redirect.external !== true) {
      issues.push({
        file,
        path: jsonPath([index, 'toPath']),
        message: `"${redirect.toPath}" leaves the site: set "external": true on this redirect if it is meant to`,
      });
    } else if (redirect.external === true && (origin === undefined || origin === siteOrigin)) {
      issues.push({
        file,
        path: jsonPath([index, 'external']),
        message: `expected an absolute URL of another site in toPath for an external redirect, received "${redirect.toPath}"`,
      });
    }
    if (seen.has(redirect.fromPath)) {
      issues.push({
        file,
        path: jsonPath([index, 'fromPath']),
        message: `duplicate redirect from "${redirect.fromPath}"`,
      });
    }
    seen.add(redirect.fromPath);
    if (redirect.toPath === redirect.fromPath) {
      issues.push({
        file,
        path: jsonPath([index, 'toPath']),
        message: `expected a path other than fromPath, received "${redirect.toPath}"`,
      });
    }
  });
  return issues;
}
