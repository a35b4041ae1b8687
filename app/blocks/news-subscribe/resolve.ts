import { defineBlock } from '../../engine/block-definition.ts';
import { renderMarkdown } from '../../engine/markup/render-markdown.ts';
import { labels } from '../../locale/labels.ts';
import { NEWS_SUBSCRIBE_VERSION, newsSubscribeFields } from './properties.ts';

/** What the newsletter form renders. */
export interface NewsSubscribeProps {
  title: string;
  /** Rendered and sanitised markdown; '' when none. */
  textHtml: string;
  /** The newsletter service's form URL the browser posts to. */
  action: string;
  emailField: string;
  emailLabel: string;
  buttonLabel: string;
  /** Fixed fields the newsletter service needs, e.g. its list id. */
  hiddenFields: Array<{ name: string; value: string }>;
}

/**
 * A newsletter sign-up (the cinema-day page): a plain HTML form that posts a labelled e-mail
 * field to an external newsletter service (`action`, https only), so it works without script.
 */
export const newsSubscribeBlock = defineBlock({
  component: 'news-subscribe',
  version: NEWS_SUBSCRIBE_VERSION,
  dataSchema: newsSubscribeFields.dataSchema,
  resolve({ data, link }): NewsSubscribeProps {
    return {
      title: data.title,
      textHtml: data.text ? renderMarkdown(data.text, link) : '',
      action: data.action,
      emailField: data.emailField,
      emailLabel: labels.email,
      buttonLabel: data.buttonLabel,
      hiddenFields: data.hiddenFields,
    };
  },
});
