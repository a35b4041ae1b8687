import type { Site } from '../../model/site.ts';
import type { ViewImage } from '../../model/view-models.ts';

/** An image the CDN can resize: the original's path or URL, and its focal-point query. */
export interface ImageSource {
  url: string;
  /** e.g. `fp-x=0.5&fp-y=0.3`; '' when the image has none. */
  focalPointQuery?: string;
}

/** A rendered size, the widths offered in `srcset`, and the `sizes` attribute for it. */
export interface ImageSize {
  w: number;
  h: number;
  widths: readonly number[];
  sizes: string;
}

/**
 * The image size of each use (spec §9). `widths` add smaller and 2x variants so a 390 px
 * phone does not download a desktop image.
 */
export const IMAGE_SIZES = {
  // `sizes` is the width the CSS gives the image, so a phone takes the 180 px crop (decision 101).
  schedule: { w: 180, h: 320, widths: [180, 360], sizes: '96px' },
  /** The programme's poster: §9's schedule crop, 80 px wide on a phone and 120 px from 768 px. */
  program: { w: 180, h: 320, widths: [180, 360], sizes: '(min-width: 768px) 120px, (min-width: 480px) 80px, 64px' },
  slide: { w: 1920, h: 750, widths: [640, 960, 1280, 1920], sizes: '100vw' },
  culture: { w: 370, h: 250, widths: [370, 740], sizes: '(min-width: 768px) 370px, 100vw' },
  coverFlow: { w: 270, h: 480, widths: [270, 540], sizes: '270px' },
  placeholder: { w: 280, h: 385, widths: [280, 560], sizes: '280px' },
  /** Not in §9: the poster beside a film page's title, 2:3 like the cover flow's. */
  titlePoster: { w: 200, h: 300, widths: [120, 200, 400], sizes: '(min-width: 768px) 200px, 120px' },
} as const satisfies Record<string, ImageSize>;

/** The share image of a page (spec §7.4, §9): 1920x1080, compressed, no crop parameters. */
const SHARE_IMAGE = { w: 1920, h: 1080 } as const;

function base(site: Site, url: string): string {
  // Absolute URLs already name their host; paths are served through the image CDN.
  return /^https?:\/\//.test(url) ? url : `${site.imageHost}${url}`;
}

function withQuery(url: string, query: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/**
 * The CDN URL of an image cropped to `w`x`h` (spec §7.4):
 * `{imageHost}{url}?w=…&h=…&fit=crop&crop=faces,top&auto=compress&{focalPointQuery}`.
 */
export function imageUrl(site: Site, image: ImageSource, size: { w: number; h: number }): string {
  const focal = image.focalPointQuery?.replace(/^[?&]+/, '') ?? '';
  const query = `w=${size.w}&h=${size.h}&fit=crop&crop=faces,top&auto=compress${focal ? `&${focal}` : ''}`;
  return withQuery(base(site, image.url), query);
}

/**
 * A responsive image for a use of `IMAGE_SIZES`: `src` at the use's size, a `srcSet` of the
 * same crop at each width (height kept in proportion), `sizes`, and the intrinsic size.
 */
export function responsiveImage(
  site: Site,
  image: ImageSource,
  size: ImageSize,
  alt: string,
  widths: readonly number[] = size.widths,
): ViewImage {
  const srcSet = widths
    .map((w) => `${imageUrl(site, image, { w, h: Math.round((w * size.h) / size.w) })} ${w}w`)
    .join(', ');
  return { src: imageUrl(site, image, size), srcSet, sizes: size.sizes, width: size.w, height: size.h, alt };
}

/**
 * The absolute URL of a page's share image (spec §7.4: `w=1920`, `h=1080`, `auto=compress`
 * only). Without an image CDN the site's own host serves it.
 */
export function shareImageUrl(site: Site, image: ImageSource): string {
  const url = base(site, image.url);
  const absolute = /^https?:\/\//.test(url) ? url : `${site.host}${url.startsWith('/') ? '' : '/'}${url}`;
  return withQuery(absolute, `w=${SHARE_IMAGE.w}&h=${SHARE_IMAGE.h}&auto=compress`);
}
