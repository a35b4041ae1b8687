import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RunningService } from '../running-service.ts';
import { startImageService } from './image-service.ts';

let service: RunningService;
let base: string;
let dir: string;

// A 600x900 poster: red top third, blue below, like the sample venue's SVG posters.
const POSTER = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900" viewBox="0 0 600 900">
<rect width="600" height="300" fill="#ff0000"/><rect y="300" width="600" height="600" fill="#0000ff"/></svg>`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'foaje-images-'));
  await writeFile(join(dir, 'poster.svg'), POSTER);
  await writeFile(join(dir, 'notes.txt'), 'not an image');
  service = await startImageService({ imagesDir: dir, port: 0 });
  base = service.url.replace(/\/$/, '');
});

afterAll(async () => {
  await service.close();
  // Every `npm test` left one of these in the system's temp folder.
  await rm(dir, { recursive: true, force: true });
});

const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

async function fetchImage(path: string, accept = CHROMIUM_ACCEPT) {
  const response = await fetch(`${base}${path}`, { headers: { Accept: accept } });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, meta: response.ok ? await sharp(body).metadata() : null };
}

test('a schedule poster URL gives a 180x320 AVIF to Chromium, cacheable and varying by Accept', async () => {
  const { response, meta } = await fetchImage(
    '/images/poster.svg?w=180&h=320&fit=crop&crop=faces,top&auto=compress&fp-x=0.5&fp-y=0.3',
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/avif');
  expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
  expect(response.headers.get('vary')).toBe('Accept');
  expect([meta?.width, meta?.height]).toEqual([180, 320]);
});

test('a browser without AVIF gets WebP, one without either JPEG', async () => {
  const webp = await fetchImage('/images/poster.svg?w=100&h=100&fit=crop&auto=compress', 'image/webp,*/*');
  expect(webp.response.headers.get('content-type')).toBe('image/webp');
  const jpeg = await fetchImage('/images/poster.svg?w=100&h=100&fit=crop&auto=compress', '*/*');
  expect(jpeg.meta?.format).toBe('jpeg');
});

test('the focal point decides what a crop keeps', async () => {
  // A 600x300 window of the 600x900 poster: at the top it is red, at the bottom blue.
  const colourAt = async (y: number) => {
    const { body } = await fetchImage(`/images/poster.svg?w=600&h=300&fit=crop&fp-x=0.5&fp-y=${y}`);
    const { data } = await sharp(body).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
    return [...data.subarray(0, 3)];
  };
  expect(await colourAt(0)).toEqual([255, 0, 0]);
  expect(await colourAt(1)).toEqual([0, 0, 255]);
});

test('a share image fits inside 1920x1080 without cropping, rendered sharp from the vector source', async () => {
  const { meta } = await fetchImage('/images/poster.svg?w=1920&h=1080&auto=compress');
  expect([meta?.width, meta?.height]).toEqual([720, 1080]);
});

test('a repeated request with the ETag is answered 304', async () => {
  const path = '/images/poster.svg?w=90&h=160&fit=crop&auto=compress';
  const first = await fetchImage(path);
  const etag = first.response.headers.get('etag') ?? '';
  expect(etag).not.toBe('');
  const again = await fetch(`${base}${path}`, { headers: { Accept: CHROMIUM_ACCEPT, 'If-None-Match': etag } });
  expect(again.status).toBe(304);
});

test('without parameters the source itself is served', async () => {
  const { response, body } = await fetchImage('/images/poster.svg');
  expect(response.headers.get('content-type')).toBe('image/svg+xml');
  expect(body.toString()).toContain('<svg');
});

test('bad sizes are 400; other files, missing files and paths outside the folder are 404', async () => {
  expect((await fetchImage('/images/poster.svg?w=0')).response.status).toBe(400);
  expect((await fetchImage('/images/notes.txt')).response.status).toBe(404);
  expect((await fetchImage('/images/missing.svg')).response.status).toBe(404);
  expect((await fetchImage('/images/..%2F..%2Fetc%2Fpasswd.svg')).response.status).toBe(404);
});
