import type { Article } from '../model/content-snapshot.ts';

/** An article read from markdown, or why it could not be. */
export type ArticleParseResult = { ok: true; article: Article } | { ok: false; path: string; message: string };

const ARTICLE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Reads an article file (`content/articles/{id}.md`): the first line is `# Title`, the rest is
 * the markdown body. The id is the file name, so it must be a lower-case slug.
 */
export function parseArticle(id: string, text: string): ArticleParseResult {
  if (!ARTICLE_ID.test(id)) {
    return {
      ok: false,
      path: '$.id',
      message: `expected the file name to be a lower-case slug like "om-jubileet", received "${id}"`,
    };
  }
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const newline = normalised.indexOf('\n');
  const firstLine = newline === -1 ? normalised : normalised.slice(0, newline);
  const heading = /^# +(\S.*?)\s*$/.exec(firstLine);
  if (!heading?.[1]) {
    return { ok: false, path: '$.title', message: 'expected the first line to be a heading "# Title"' };
  }
  const body = newline === -1 ? '' : normalised.slice(newline + 1).trim();
  if (body === '') return { ok: false, path: '$.body', message: 'expected text after the title' };
  return { ok: true, article: { id, title: heading[1], body } };
}
