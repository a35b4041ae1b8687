import { z } from 'zod';
import { labels } from '../../locale/labels.ts';
import { blockFields, field } from '../fields/block-fields.ts';

/** Component version (spec §9: all kinds not listed there are v1). */
export const NEWS_SUBSCRIBE_VERSION = 'v1';

const FieldName = z.string().regex(/^[A-Za-z0-9_[\].-]+$/, 'expected a form field name');

/** The fields of the newsletter sign-up (spec §3.9), declared once. */
export const newsSubscribeFields = blockFields('news-subscribe', {
  title: field.data(z.string().min(1).default(labels.newsletter), { type: 'string', icon: 'heading' }),
  text: field.data(z.string().default(''), { type: 'markdown', icon: 'markdown' }),
  action: field.data(z.url({ protocol: /^https$/ }), { type: 'string', icon: 'link' }),
  emailField: field.data(FieldName.default('email'), { type: 'string', icon: 'mail', hidden: true }),
  buttonLabel: field.data(z.string().min(1).default(labels.subscribe), { type: 'string', icon: 'send' }),
  hiddenFields: field.data(z.array(z.strictObject({ name: FieldName, value: z.string() })).default([]), {
    type: 'array',
    icon: 'list',
    hidden: true,
  }),
});
