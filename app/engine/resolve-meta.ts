import type { PageBundle, ResolvedMeta } from '../model/page-bundle.ts';
import type { PageConfig } from '../model/page-config.ts';
import type { Site } from '../model/site.ts';
import type { PathParser } from './bindings/parse-path.ts';
import { comparableText } from './bindings/evaluate-path.ts';
import { evaluateOn, readSourceReference, type SourceValue, type SourceValues } from './sources.ts';
import { shareImageUrl } from './urls/image-url.ts';

/** A `{@path}` placeholder in a meta text. */
const PLACEHOLDER = /\{(@[^{}]*)\}/g;

/** What `resolveMeta()` needs of one page. */
export interface MetaInput {
  page: PageConfig;
  /** The page's path, e.g. `/dune-del-to-dxm-1234`. */
  path: string;
  noindex: boolean;
  site: Site;
  sources: SourceValues;
  parse: PathParser;
}

/**
 * The `<head>` values of a page (spec §3.8): the config's meta for the site's default locale,
 * each `{@path}` placeholder filled from the meta's `source` (default: the page's first
 * single source; without one, placeholders are empty). Throws when the page has no meta for
 * the default locale or names an unknown source.
 */
export function resolveMeta(input: MetaInput): ResolvedMeta {
  const { page, path, site, parse } = input;
  const locale = site.locale.default;
  const meta = Object.hasOwn(page.meta, locale) ? page.meta[locale] : undefined;
  if (meta === undefined) throw new Error(`Page "${page.id}" has no meta for the locale "${locale}"`);
  const subject = metaSubject(input, meta.source);
  const fill = (text: string): string => interpolateMeta(text, subject, parse);
  return {
    title: fill(meta.title),
    description: fill(meta.description),
    keywords: fill(meta.keywords),
    image: shareImage(site, fill(meta.image)),
    facebookVerificationCode: fill(meta.facebookVerificationCode),
    canonical: canonicalUrl(site, path),
    noindex: input.noindex,
  };
}

function metaSubject(input: MetaInput, reference: string | undefined): SourceValue | undefined {
  if (reference !== undefined) return readSourceReference(input.sources, reference, input.parse);
  const first = input.page.sources.find((source) => !source.collection);
  return first === undefined ? undefined : input.sources.get(first.name);
}

/**
 * Fills each `{@path}` in `text` from `subject` (a collection gives one value per item).
 * Lists join with ', '; missing values are ''. Text outside placeholders is kept as written.
 */
export function interpolateMeta(text: string, subject: SourceValue | undefined, parse: PathParser): string {
  return text.replace(PLACEHOLDER, (_, path: string) =>
    formatMetaValue(subject === undefined ? undefined : evaluateOn(subject, path, parse)),
  );
}

/** A bound value as meta text: strings as they are, numbers and booleans printed, lists joined with ', '. */
export function formatMetaValue(value: unknown): string {
  if (Array.isArray(value)) {
    return (value as unknown[])
      .map(formatMetaValue)
      .filter((text) => text !== '')
      .join(', ');
  }
  // Objects have no text of their own; a binding to one is a config slip, shown as nothing.
  return comparableText(value) ?? '';
}

/** The absolute URL of a page on the site. */
export function canonicalUrl(site: Pick<Site, 'host'>, path: PageBundle['path']): string {
  return site.host + path;
}

/** The share image (1920x1080 through the image CDN, spec §7.4), or '' when the page has none. */
function shareImage(site: Site, image: string): string {
  return image === '' ? '' : shareImageUrl(site, { url: image });
}
