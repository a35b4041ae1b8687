import { Marked } from 'marked';
import type { LinkHref } from '../redirects.ts';
import { sanitizeHtml } from './sanitize-html.ts';

// Own instance: marked's global defaults are shared with any other user of the package.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * Markdown (articles, block subtitles) to safe HTML: rendered by marked, then always passed
 * through `sanitizeHtml`, so raw HTML in the markdown cannot inject script or markup, and its
 * links are written as `link` says.
 */
export function renderMarkdown(md: string, link: LinkHref): string {
  const html = markdown.parse(md, { async: false });
  return sanitizeHtml(html, link).trim();
}
