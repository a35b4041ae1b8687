import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { readColorTokens, writeWebManifest, type WebAppInput } from './web-manifest.ts';

let client: string;
const tokensFile = join(import.meta.dirname, '../../app/site/tokens.css');
const input = (favicon = '/images/favicon.svg'): WebAppInput => ({
  name: 'Fjordheim kino og kulturhus',
  shortName: 'Fjordheim',
  description: 'Se hva som går på kino.',
  favicon,
  tokensFile,
});

beforeEach(async () => {
  client = await mkdtemp(join(tmpdir(), 'foaje-manifest-'));
  await mkdir(join(client, 'images'));
  // The sample venue's favicon: what the theme names.
  await writeFile(
    join(client, 'images/favicon.svg'),
    await readFile(join(import.meta.dirname, '../../content/images/favicon.svg')),
  );
});

afterEach(async () => {
  await rm(client, { recursive: true, force: true });
});

test('the colour tokens are read from the site’s CSS', async () => {
  const tokens = readColorTokens(await readFile(tokensFile, 'utf8'));
  expect(tokens.get('--color-bg')).toMatch(/^#[0-9a-f]{6}$/i);
  expect(readColorTokens(':root { --color-bg: #101114; --space-1: 1rem; }')).toEqual(
    new Map([['--color-bg', '#101114']]),
  );
});

test('the manifest names the venue, starts at the home page and lists icons of the sizes it says', async () => {
  await writeWebManifest(client, input());
  const manifest = JSON.parse(await readFile(join(client, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown>;
  const background = readColorTokens(await readFile(tokensFile, 'utf8')).get('--color-bg');
  expect(manifest).toMatchObject({
    name: 'Fjordheim kino og kulturhus',
    short_name: 'Fjordheim',
    description: 'Se hva som går på kino.',
    lang: 'nb',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: background,
    background_color: background,
  });
  const icons = manifest['icons'] as Array<{ src: string; sizes: string; type: string; purpose: string }>;
  expect(icons.map((icon) => [icon.src, icon.sizes, icon.purpose])).toEqual([
    ['/icons/icon-192.png', '192x192', 'any'],
    ['/icons/icon-512.png', '512x512', 'any'],
    ['/icons/icon-maskable-512.png', '512x512', 'maskable'],
  ]);
  for (const icon of icons) {
    const meta = await sharp(join(client, icon.src)).metadata();
    expect(`${meta.format} ${meta.width}x${meta.height}`).toBe(`png ${icon.sizes}`);
  }
  // The maskable icon and Apple's are opaque: a launcher's mask never shows a hole.
  const maskable = await sharp(join(client, 'icons/icon-maskable-512.png')).stats();
  expect(maskable.isOpaque).toBe(true);
  const apple = await sharp(join(client, 'icons/apple-touch-icon.png')).metadata();
  expect([apple.width, apple.height]).toEqual([180, 180]);
});

test('a theme without an SVG favicon in the build gets a manifest without icons', async () => {
  await writeWebManifest(client, input('https://cdn.example/favicon.png'));
  const manifest = JSON.parse(await readFile(join(client, 'manifest.webmanifest'), 'utf8')) as { icons: unknown[] };
  expect(manifest.icons).toEqual([]);
  expect(existsSync(join(client, 'icons'))).toBe(false);
});
