import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, expect, test } from 'vitest';
import { readLogoSize, svgSize } from './logo-size.server.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function contentWith(files: Record<string, string | Buffer>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'foaje-logo-'));
  dirs.push(dir);
  await mkdir(path.join(dir, 'images'));
  await Promise.all(Object.entries(files).map(([name, data]) => writeFile(path.join(dir, name), data)));
  return dir;
}

test('an SVG is as wide and high as its root says, in pixels or without a unit', () => {
  expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="360" height="80" viewBox="0 0 720 160"/>')).toEqual({
    width: 360,
    height: 80,
  });
  expect(svgSize("<?xml version='1.0'?>\n<svg width='120.4px' height='40px'></svg>")).toEqual({
    width: 120,
    height: 40,
  });
});

test('without both sides an SVG takes its proportions from its viewBox', () => {
  expect(svgSize('<svg viewBox="0 0 300 100"></svg>')).toEqual({ width: 300, height: 100 });
  expect(svgSize('<svg height="40" viewBox="0,0,300,100"></svg>')).toEqual({ width: 120, height: 40 });
  expect(svgSize('<svg width="100%" viewBox="0 0 300 100"></svg>')).toEqual({ width: 300, height: 100 });
});

test('an SVG with no size a browser could read gives none', () => {
  expect(svgSize('<svg width="10em" height="2em"></svg>')).toBeUndefined();
  expect(svgSize('<svg viewBox="0 0 0 100"></svg>')).toBeUndefined();
  expect(svgSize('<html><body>no picture</body></html>')).toBeUndefined();
});

test("the content folder's logo is read from its images folder, SVG or raster", async () => {
  const png = await sharp({ create: { width: 240, height: 60, channels: 3, background: '#0f3d5c' } })
    .png()
    .toBuffer();
  const dir = await contentWith({ 'images/logo.svg': '<svg width="360" height="80"></svg>', 'images/logo.png': png });

  expect(await readLogoSize(dir, '/images/logo.svg')).toEqual({ width: 360, height: 80 });
  expect(await readLogoSize(dir, '/images/logo.png')).toEqual({ width: 240, height: 60 });
});

test('a logo elsewhere, missing or unreadable has no known size', async () => {
  const dir = await contentWith({ 'images/broken.png': 'not a picture' });

  expect(await readLogoSize(dir, 'https://cdn.example.no/logo.svg')).toBeUndefined();
  expect(await readLogoSize(dir, '/images/missing.svg')).toBeUndefined();
  expect(await readLogoSize(dir, '/images/broken.png')).toBeUndefined();
  expect(await readLogoSize(dir, '/images/../../etc/passwd')).toBeUndefined();
});
