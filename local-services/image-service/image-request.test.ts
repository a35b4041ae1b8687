import { expect, test } from 'vitest';
import { focalCrop, negotiateFormat, parseImageRequest } from './image-request.ts';

const parse = (query: string) => parseImageRequest(new URLSearchParams(query));

test('the image CDN query of a schedule poster is read in full', () => {
  expect(parse('w=180&h=320&fit=crop&crop=faces,top&auto=compress&fp-x=0.4&fp-y=0.3')).toEqual({
    ok: true,
    request: { w: 180, h: 320, crop: true, gravity: 'attention', focalPoint: { x: 0.4, y: 0.3 }, compress: true },
  });
});

test('a share image (no fit, no crop) fits inside its box', () => {
  const result = parse('w=1920&h=1080&auto=compress');
  expect(result.ok && result.request).toMatchObject({
    crop: false,
    gravity: 'centre',
    focalPoint: undefined,
    compress: true,
  });
});

test('crop keywords: the first one the service knows wins', () => {
  const gravity = (crop: string) => {
    const result = parse(`w=1&h=1&fit=crop&crop=${crop}`);
    return result.ok ? result.request.gravity : null;
  };
  expect(gravity('top,faces')).toBe('top');
  expect(gravity('entropy')).toBe('entropy');
  expect(gravity('nonsense')).toBe('centre');
});

test('sizes and focal points out of range are refused, naming the parameter', () => {
  expect(parse('w=0')).toEqual({ ok: false, error: expect.stringMatching(/^w:/) as unknown });
  expect(parse('w=99999')).toEqual({ ok: false, error: expect.stringMatching(/^w:/) as unknown });
  expect(parse('h=abc')).toEqual({ ok: false, error: expect.stringMatching(/^h:/) as unknown });
  expect(parse('fp-x=1.5')).toEqual({ ok: false, error: expect.stringMatching(/^fp-x:/) as unknown });
});

test('compressed images go out as AVIF, WebP or JPEG by what the browser accepts; uncompressed as PNG', () => {
  const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
  expect(negotiateFormat(chromium, true)).toBe('avif');
  expect(negotiateFormat('image/webp,*/*', true)).toBe('webp');
  expect(negotiateFormat('*/*', true)).toBe('jpeg');
  expect(negotiateFormat(undefined, true)).toBe('jpeg');
  expect(negotiateFormat(chromium, false)).toBe('png');
});

test('a focal-point crop keeps the point in view and never leaves the image', () => {
  // A 600x900 poster cut to a 1920x750 slide: scaled to 1920x2880, window 750 high.
  expect(focalCrop({ width: 600, height: 900 }, { w: 1920, h: 750 }, { x: 0.5, y: 0.3 })).toEqual({
    scaledWidth: 1920,
    scaledHeight: 2880,
    left: 0,
    top: Math.round(0.3 * 2880 - 375),
  });
  expect(focalCrop({ width: 600, height: 900 }, { w: 1920, h: 750 }, { x: 0.5, y: 1 }).top).toBe(2880 - 750);
  expect(focalCrop({ width: 600, height: 900 }, { w: 1920, h: 750 }, { x: 0.5, y: 0 }).top).toBe(0);
  // A wide still cut to a tall poster: the window slides sideways.
  const tall = focalCrop({ width: 1600, height: 900 }, { w: 180, h: 320 }, { x: 0.9, y: 0.5 });
  expect(tall.scaledHeight).toBe(320);
  expect(tall.left + 180).toBeLessThanOrEqual(tall.scaledWidth);
  expect(tall.left).toBeGreaterThan(tall.scaledWidth / 2);
});
