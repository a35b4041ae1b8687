/**
 * The "Forhåndsvisning" banner every preview page carries (decision 198), and how the preview
 * server puts it into a page: what the drafts change against the live site, whether the
 * preview shows the latest drafts, and whether the live site has the latest published content
 * or why not. Written into the HTML as it is served, so it is as current as the request; React
 * hydrates the page past it (an element it did not render, at the top of `<body>`, is left as
 * it is). Pure.
 */
import { PREVIEW_ATTRIBUTE } from '../../app/site/analytics/data-layer.ts';
import { osloTime, type PublishOutcome } from '../publishing/publish-status.ts';
import type { PageChangeKind } from './draft-changes.ts';

/** The banner's stylesheet, served by the preview server (the pages' policy allows the site's own styles). */
export const BANNER_CSS_PATH = '/_forhandsvisning/banner.css';

/** Pages named one by one; the rest are counted. */
const NAMED_CHANGES = 8;

export interface BannerFacts {
  changes: ReadonlyArray<{ path: string; kind: PageChangeKind; title: string }>;
  /** The live site's latest build, if any. */
  live: PublishOutcome | undefined;
  /** The preview's latest build, if any. */
  preview: PublishOutcome | undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);

const KIND_TEXT: Readonly<Record<PageChangeKind, string>> = { new: 'ny', changed: 'endret', removed: 'fjernet' };

/** The problems of a failed build in an editor's words, or its whole message when it named none. */
function problemsText(outcome: PublishOutcome): string {
  return outcome.problems.length > 0 ? outcome.problems.map((problem) => problem.text).join(' ') : outcome.message;
}

function changesHtml(changes: BannerFacts['changes']): string {
  if (changes.length === 0) return '<p>Utkastene endrer ingen sider: forhåndsvisningen er lik nettstedet.</p>';
  const named = changes.slice(0, NAMED_CHANGES).map((change) => {
    const title = escapeHtml(change.title);
    const name = change.kind === 'removed' ? title : `<a href="${escapeHtml(change.path)}">${title}</a>`;
    return `<li>${name} (${KIND_TEXT[change.kind]})</li>`;
  });
  const more = changes.length - named.length;
  const rest = more > 0 ? `<li>og ${String(more)} ${more === 1 ? 'side' : 'sider'} til</li>` : '';
  const count = changes.length === 1 ? '1 side' : `${String(changes.length)} sider`;
  return `<p>Utkastene endrer ${count}:</p><ul>${named.join('')}${rest}</ul>`;
}

function previewStatusHtml(preview: PublishOutcome | undefined): string {
  if (preview === undefined || preview.ok) return '';
  return `<p class="foaje-preview-problem" role="alert"><strong>Forhåndsvisningen kunne ikke bygges med de siste utkastene</strong> (${escapeHtml(osloTime(preview.finishedAt))}). ${escapeHtml(problemsText(preview))} Du ser forrige forhåndsvisning.</p>`;
}

function liveStatusHtml(live: PublishOutcome | undefined): string {
  if (live === undefined) return '<p>Nettstedet er ikke bygget ennå.</p>';
  if (live.ok)
    return `<p>Nettstedet har det siste publiserte innholdet (bygget ${escapeHtml(osloTime(live.finishedAt))}).</p>`;
  return `<p class="foaje-preview-problem"><strong>Siste publisering feilet</strong> (${escapeHtml(osloTime(live.finishedAt))}). ${escapeHtml(problemsText(live))} Nettstedet viser forrige versjon.</p>`;
}

/** The banner's markup. */
export function previewBannerHtml(facts: BannerFacts): string {
  return (
    '<aside class="foaje-preview" aria-labelledby="foaje-preview-heading">' +
    '<h2 id="foaje-preview-heading">Forhåndsvisning</h2>' +
    '<p>Du ser nettstedet med utkast som ikke er publisert. Besøkende ser dem ikke før de publiseres.</p>' +
    previewStatusHtml(facts.preview) +
    changesHtml(facts.changes) +
    liveStatusHtml(facts.live) +
    '</aside>'
  );
}

/**
 * A page as the preview serves it: `<html>` marked (no service worker, no analytics:
 * app/site/analytics/data-layer.ts), kept out of search engines, the banner's stylesheet in the head
 * and the banner first in the body. A page without those tags is returned as it is.
 */
export function injectPreview(html: string, banner: string): string {
  return html
    .replace(/<html(\s|>)/, `<html ${PREVIEW_ATTRIBUTE}=""$1`)
    .replace(
      /<head>/,
      `<head><meta name="robots" content="noindex, nofollow"><link rel="stylesheet" href="${BANNER_CSS_PATH}">`,
    )
    .replace(/<body([^>]*)>/, `<body$1>${banner}`);
}

/** The banner's look: a yellow band above the page, in the flow (it covers nothing, focus included). */
export const BANNER_CSS = `.foaje-preview { background: #ffd166; color: #1b1b1f; padding: 0.75rem 1rem; font: 1rem/1.45 system-ui, sans-serif; border-bottom: 3px solid #1b1b1f; }
.foaje-preview h2 { margin: 0 0 0.25rem; font-size: 1.125rem; }
.foaje-preview p, .foaje-preview ul { margin: 0.25rem 0; max-width: 70rem; }
.foaje-preview ul { padding-left: 1.25rem; }
.foaje-preview a { color: inherit; text-decoration: underline; }
.foaje-preview a:focus-visible { outline: 3px solid #1b1b1f; outline-offset: 2px; }
.foaje-preview-problem { background: #fff4f2; color: #7a1206; padding: 0.5rem 0.75rem; border-left: 4px solid #b3261e; }
html[${PREVIEW_ATTRIBUTE}] .consent-banner { display: none !important; }
`;
