import sanitize from 'sanitize-html';
import type { LinkHref } from '../redirects.ts';
import { isExternalUrl } from '../urls/site-paths.ts';

/*
 * The allow-list for editor-written text (articles, production synopses, block subtitles):
 * structure and emphasis only. No script, style, iframe, form, image or event-handler
 * attribute can pass; link schemes are limited to http(s), mailto and tel.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'a',
  'em',
  'strong',
  'b',
  'i',
  's',
  'del',
  'sub',
  'sup',
  'small',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'h2',
  'h3',
  'h4',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/** `rel` of every link that leaves the site: no `window.opener`, no referrer (spec §7.4 outbound links). */
const EXTERNAL_REL = 'noopener noreferrer';

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    ol: ['start'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's only h1 comes from its title, cover or slideshow block.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
  },
};

/** The options with links written by `link`, made once per `LinkHref` (one per build). */
const optionsByLink = new WeakMap<LinkHref, sanitize.IOptions>();

function optionsFor(link: LinkHref): sanitize.IOptions {
  const made = optionsByLink.get(link);
  if (made !== undefined) return made;
  const a: sanitize.Transformer = (tagName, attribs) => {
    // An editor's own rel (e.g. "opener") is replaced, never merged.
    const result: Record<string, string> = { ...attribs };
    delete result['rel'];
    const href = (attribs['href'] ?? '').trim();
    const written = link(href);
    // The schemes are checked after this transform: a redirect that leaves the site is checked too.
    if (written !== href) result['href'] = written;
    if (isExternalUrl(written)) result['rel'] = EXTERNAL_REL;
    return { tagName, attribs: result };
  };
  const options = { ...OPTIONS, transformTags: { ...OPTIONS.transformTags, a } };
  optionsByLink.set(link, options);
  return options;
}

/**
 * Cleans editor or platform HTML down to the text allow-list: drops scripts, styles, frames,
 * images, forms, `on*` attributes and `javascript:` links; turns h1 into h2; writes each link
 * as `link` says (a redirect's old path as its target, spec §2.1); gives every external link
 * `rel="noopener noreferrer"`.
 */
export function sanitizeHtml(html: string, link: LinkHref): string {
  return sanitize(html, optionsFor(link));
}
