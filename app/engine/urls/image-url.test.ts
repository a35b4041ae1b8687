import { expect, test } from 'vitest';
import { IMAGE_SIZES, imageUrl, responsiveImage, shareImageUrl } from './image-url.ts';
import { testSite } from './site-fixture.test-support.ts';

const still = { url: '/images/fjellet-still.jpg', focalPointQuery: 'fp-x=0.4&fp-y=0.3' };

test('an image is cropped on the CDN around faces, compressed, keeping its focal point', () => {
  expect(imageUrl(testSite(), still, { w: 180, h: 320 })).toBe(
    'https://img.example.no/images/fjellet-still.jpg?w=180&h=320&fit=crop&crop=faces,top&auto=compress&fp-x=0.4&fp-y=0.3',
  );
});

test('an image without a focal point has no dangling separator', () => {
  expect(imageUrl(testSite(), { url: '/p.jpg', focalPointQuery: '' }, { w: 10, h: 20 })).toBe(
    'https://img.example.no/p.jpg?w=10&h=20&fit=crop&crop=faces,top&auto=compress',
  );
});

test('without an image CDN the site serves the image path itself', () => {
  expect(imageUrl(testSite({ imageHost: '' }), { url: '/p.jpg' }, { w: 10, h: 20 })).toMatch(/^\/p\.jpg\?w=10&h=20&/);
});

test('an absolute image URL keeps its host and its own query', () => {
  expect(imageUrl(testSite(), { url: 'https://other.example/p.jpg?v=2' }, { w: 1, h: 2 })).toMatch(
    /^https:\/\/other\.example\/p\.jpg\?v=2&w=1&h=2&/,
  );
});

test('a slide image offers phone-sized variants with the same crop ratio', () => {
  const image = responsiveImage(testSite(), still, IMAGE_SIZES.slide, 'Fjellet');
  expect(image.width).toBe(1920);
  expect(image.height).toBe(750);
  expect(image.alt).toBe('Fjellet');
  expect(image.sizes).toBe('100vw');
  expect(image.src).toContain('w=1920&h=750');
  expect(image.srcSet).toContain('w=640&h=250&fit=crop');
  expect(image.srcSet?.split(', ')).toHaveLength(4);
  expect(image.srcSet).toMatch(/ 640w, .* 1920w$/);
});

test('each use has the size of the spec', () => {
  expect([IMAGE_SIZES.schedule.w, IMAGE_SIZES.schedule.h]).toEqual([180, 320]);
  expect([IMAGE_SIZES.slide.w, IMAGE_SIZES.slide.h]).toEqual([1920, 750]);
  expect([IMAGE_SIZES.culture.w, IMAGE_SIZES.culture.h]).toEqual([370, 250]);
  expect([IMAGE_SIZES.coverFlow.w, IMAGE_SIZES.coverFlow.h]).toEqual([270, 480]);
  expect([IMAGE_SIZES.placeholder.w, IMAGE_SIZES.placeholder.h]).toEqual([280, 385]);
});

test('a share image is 1920x1080, compressed, without crop parameters, and absolute', () => {
  expect(shareImageUrl(testSite(), still)).toBe(
    'https://img.example.no/images/fjellet-still.jpg?w=1920&h=1080&auto=compress',
  );
  expect(shareImageUrl(testSite({ imageHost: '' }), still)).toBe(
    'https://www.fjordheim.no/images/fjellet-still.jpg?w=1920&h=1080&auto=compress',
  );
});
