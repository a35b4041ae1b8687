import { defineBlock } from '../../engine/block-definition.ts';
import { renderMarkdown } from '../../engine/markup/render-markdown.ts';
import { TEXT_VERSION, textFields } from './properties.ts';

/** Article text as sanitised HTML, with the article's title as an h2 when asked for. */
export interface TextProps {
  heading: string | null;
  /** Rendered from markdown and sanitised at build time (app/engine/markup). */
  html: string;
}

/**
 * Article text (spec §2.2 information pages): `article` names an article
 * (`content/articles/{id}.md`), or `body` holds markdown. Either way the markdown becomes
 * sanitised HTML here, so the component only places it.
 */
export const textBlock = defineBlock({
  component: 'text',
  version: TEXT_VERSION,
  dataSchema: textFields.dataSchema.refine((data) => (data.article === undefined) !== (data.body === undefined), {
    message: 'expected exactly one of "article" (an article id) and "body" (markdown)',
  }),
  resolve({ data, index, link }): TextProps {
    if (data.article !== undefined) {
      const article = index.articlesById.get(data.article);
      if (!article) throw new Error(`Block "text": no article "${data.article}" (content/articles/${data.article}.md)`);
      return { heading: data.showTitle ? article.title : null, html: renderMarkdown(article.body, link) };
    }
    return { heading: null, html: renderMarkdown(data.body ?? '', link) };
  },
});
