import type { MetaDescriptor } from 'react-router';
import type { PageBundle, SiteLayout } from '../model/page-bundle.ts';

/** Open Graph's name for our one locale (spec §1: Norwegian Bokmål). */
const OG_LOCALE = 'nb_NO';

/**
 * The `<head>` of a page for React Router's `meta` export: title, description, keywords,
 * canonical link, Open Graph and Twitter card, the Facebook domain verification (spec §3.8
 * `facebookVerificationCode`) and `noindex` for pages kept out of search engines.
 * Empty values are left out rather than written as empty tags.
 */
export function headTags(
  bundle: Pick<PageBundle, 'path' | 'title' | 'meta'>,
  layout: Pick<SiteLayout, 'siteTitle' | 'host'>,
): MetaDescriptor[] {
  const { meta } = bundle;
  const title = meta.title || `${bundle.title} | ${layout.siteTitle}`;
  const canonical = absoluteUrl(meta.canonical || bundle.path, layout.host);
  const image = meta.image ? absoluteUrl(meta.image, layout.host) : '';

  const tags: MetaDescriptor[] = [{ title }];
  if (meta.description) tags.push({ name: 'description', content: meta.description });
  if (meta.keywords) tags.push({ name: 'keywords', content: meta.keywords });
  if (meta.noindex) tags.push({ name: 'robots', content: 'noindex' });
  tags.push({ tagName: 'link', rel: 'canonical', href: canonical });

  tags.push({ property: 'og:title', content: title });
  if (meta.description) tags.push({ property: 'og:description', content: meta.description });
  if (image) tags.push({ property: 'og:image', content: image });
  tags.push(
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: layout.siteTitle },
    { property: 'og:locale', content: OG_LOCALE },
    // A share image is 1920x1080 (spec §7.4, §9): wide enough for the large card.
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  );
  if (meta.facebookVerificationCode) {
    tags.push({ name: 'facebook-domain-verification', content: meta.facebookVerificationCode });
  }
  return tags;
}

/** Crawlers need absolute URLs; a site path is put on the site's host. */
function absoluteUrl(pathOrUrl: string, host: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${host}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
