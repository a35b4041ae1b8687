import type { MetaDescriptor } from 'react-router';
import { expect, test } from 'vitest';
import type { PageBundle, ResolvedMeta } from '../model/page-bundle.ts';
import { headTags } from './head-tags.ts';

const layout = { siteTitle: 'Fjordheim kulturhus', host: 'https://www.fjordheim.no' };

function bundle(meta: Partial<ResolvedMeta> = {}): Pick<PageBundle, 'path' | 'title' | 'meta'> {
  return {
    path: '/',
    title: 'Forside',
    meta: {
      title: 'Fjordheim | Forside',
      description: 'Se hva som går, finn programmet, kjøp billetter og les filmanmeldelser.',
      keywords: 'Fjordheim, kino, kulturhus',
      image: 'https://img.fjordheim.no/share.jpg?w=1920&h=1080&auto=compress',
      facebookVerificationCode: '',
      canonical: 'https://www.fjordheim.no/',
      noindex: false,
      ...meta,
    },
  };
}

/** The content of the meta tag with this `name` or `property`, or undefined when absent. */
function content(tags: MetaDescriptor[], key: string): unknown {
  const tag = tags.find((t) => ('name' in t && t.name === key) || ('property' in t && t.property === key));
  return tag && 'content' in tag ? tag.content : undefined;
}

test('the home page gets the venue title, description and keywords', () => {
  const tags = headTags(bundle(), layout);

  expect(tags).toContainEqual({ title: 'Fjordheim | Forside' });
  expect(content(tags, 'description')).toBe('Se hva som går, finn programmet, kjøp billetter og les filmanmeldelser.');
  expect(content(tags, 'keywords')).toBe('Fjordheim, kino, kulturhus');
});

test('the canonical link points at the page on the site host', () => {
  const tags = headTags(bundle({ canonical: 'https://www.fjordheim.no/kinoprogram' }), layout);

  expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.fjordheim.no/kinoprogram' });
  expect(content(tags, 'og:url')).toBe('https://www.fjordheim.no/kinoprogram');
});

test('a page without a canonical URL gets its path on the site host', () => {
  const tags = headTags({ ...bundle({ canonical: '' }), path: '/leiepriser' }, layout);

  expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.fjordheim.no/leiepriser' });
});

test('a shared link shows title, description, share image, site name and Norwegian locale', () => {
  const tags = headTags(bundle(), layout);

  expect(content(tags, 'og:title')).toBe('Fjordheim | Forside');
  expect(content(tags, 'og:description')).toBe(
    'Se hva som går, finn programmet, kjøp billetter og les filmanmeldelser.',
  );
  expect(content(tags, 'og:image')).toBe('https://img.fjordheim.no/share.jpg?w=1920&h=1080&auto=compress');
  expect(content(tags, 'og:type')).toBe('website');
  expect(content(tags, 'og:site_name')).toBe('Fjordheim kulturhus');
  expect(content(tags, 'og:locale')).toBe('nb_NO');
  expect(content(tags, 'twitter:card')).toBe('summary_large_image');
});

test('a share image given as a site path becomes an absolute URL', () => {
  expect(content(headTags(bundle({ image: '/images/share.jpg' }), layout), 'og:image')).toBe(
    'https://www.fjordheim.no/images/share.jpg',
  );
});

test('a page without an image gets a small card and no og:image', () => {
  const tags = headTags(bundle({ image: '' }), layout);

  expect(content(tags, 'og:image')).toBeUndefined();
  expect(content(tags, 'twitter:card')).toBe('summary');
});

test('empty description and keywords are left out', () => {
  const tags = headTags(bundle({ description: '', keywords: '' }), layout);

  expect(content(tags, 'description')).toBeUndefined();
  expect(content(tags, 'og:description')).toBeUndefined();
  expect(content(tags, 'keywords')).toBeUndefined();
});

test('the Facebook domain verification code is written only when set', () => {
  expect(
    content(headTags(bundle({ facebookVerificationCode: 'abc123' }), layout), 'facebook-domain-verification'),
  ).toBe('abc123');
  expect(content(headTags(bundle(), layout), 'facebook-domain-verification')).toBeUndefined();
});

test('a noindex page tells robots not to index it, other pages say nothing', () => {
  expect(content(headTags(bundle({ noindex: true }), layout), 'robots')).toBe('noindex');
  expect(content(headTags(bundle(), layout), 'robots')).toBeUndefined();
});

test('a page whose meta title is empty is titled by its page title and the site', () => {
  expect(headTags(bundle({ title: '' }), layout)).toContainEqual({ title: 'Forside | Fjordheim kulturhus' });
});
