import { labels } from '../../app/locale/labels.ts';

const MAIN = /(<main\b[^>]*>)[\s\S]*?(<\/main\s*>)/i;
const TITLE = /<title>([\s\S]*?)<\/title>/i;

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** The offline page's content: the same words and classes as app/client/offline-view.tsx. */
function offlineContent(): string {
  return [
    '<div class="container not-found">',
    `<h1>${escapeHtml(labels.offlineTitle)}</h1>`,
    `<p>${escapeHtml(labels.offlineText)}</p>`,
    '<ul class="not-found-links">',
    // href="" reloads the address the visitor asked for: the page itself once back online.
    `<li><a class="button-primary" href="">${escapeHtml(labels.tryAgain)}</a></li>`,
    `<li><a class="button-secondary" href="/">${escapeHtml(labels.toFrontPage)}</a></li>`,
    '</ul>',
    '</div>',
  ].join('');
}

/**
 * `offline.html`, which the service worker serves for a page never visited while offline
 * (spec §2.1): `404.html` (the shared header and footer, styles, no scripts, `noindex`) with the
 * offline text in `<main>` and its own title. Without a `<main>` (a bare fixture), the text
 * alone in a minimal document.
 */
export function buildOfflinePage(notFoundHtml: string): string {
  if (!MAIN.test(notFoundHtml)) {
    return `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"><title>${escapeHtml(labels.offlineTitle)}</title></head><body><main id="main">${offlineContent()}</main></body></html>`;
  }
  const siteTitle = TITLE.exec(notFoundHtml)?.[1]?.split(' | ').slice(1).join(' | ') ?? '';
  const title = siteTitle === '' ? labels.offlineTitle : `${labels.offlineTitle} | ${siteTitle}`;
  return notFoundHtml
    .replace(MAIN, (_match, open: string, close: string) => `${open}${offlineContent()}${close}`)
    .replace(TITLE, () => `<title>${escapeHtml(title)}</title>`);
}
