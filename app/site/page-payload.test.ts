import { expect, test } from 'vitest';
import type { PageBundle } from '../model/page-bundle.ts';
import { currentPageData, pageDataOf, pagePayloadOf, type PageData } from './page-payload.ts';

const bundle: PageBundle = {
  path: '/kinoprogram',
  pageId: 'program',
  title: 'Kinoprogram',
  meta: {
    title: 'Kinoprogram',
    description: '',
    keywords: '',
    image: '',
    facebookVerificationCode: '',
    canonical: 'https://kino.example/kinoprogram',
    noindex: false,
  },
  rows: [
    {
      index: 0,
      container: true,
      columns: [
        { span: { xs: 12 }, order: { xs: 0 }, blocks: [{ id: 'b1', component: 'program', props: { days: [] } }] },
      ],
    },
  ],
  liveEventIds: ['e1'],
  structuredData: [{ '@type': 'ScreeningEvent', name: 'Nordlys «over» fjorden' }],
};
const data: PageData = { bundle, styles: { kinds: ['program'], css: '.program{gap:1rem}' } };

test('a payload that travelled as text (the browser decodes a new object) reads as the page data it was made from', () => {
  const travelled = { pageJson: pagePayloadOf(data).pageJson };
  expect(pageDataOf(travelled)).toStrictEqual(data);
});

test('a payload is read once: the route, its meta and the page styles get the same objects', () => {
  const travelled = { pageJson: pagePayloadOf(data).pageJson };
  expect(pageDataOf(travelled)).toBe(pageDataOf(travelled));
  const made = pagePayloadOf(data);
  expect(pageDataOf(made)).toBe(data);
});

test("the page data is the page route's, found below the root's", () => {
  const payload = { pageJson: pagePayloadOf(data).pageJson };
  expect(currentPageData([{ loaderData: { layout: {} } }, { loaderData: payload }])?.styles).toStrictEqual(data.styles);
});

test('a route without a page payload (a member screen, the search page, an error) has no page data', () => {
  expect(currentPageData([{ loaderData: { layout: {} } }, { loaderData: undefined }])).toBeUndefined();
  expect(currentPageData([{ loaderData: { layout: {} } }, { loaderData: { pageJson: 3 } }])).toBeUndefined();
});
