/**
 * The web app manifest (beyond the spec, decision 32): `/manifest.webmanifest` with the venue's
 * name, colours from the design tokens (app/site/tokens.css) and PNG icons rendered from the
 * theme's favicon SVG with sharp, so a phone can put the site on its home screen.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/** Where the icons go, under `client/`. */
const ICON_DIR = 'icons';

/** The icons every install prompt asks for (192, 512), one maskable, and Apple's home screen icon. */
const ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  // Maskable: the launcher crops to a circle or squircle; the safe zone is the middle 80 %.
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/** Apple's home-screen icon: opaque (iOS fills transparency with black), linked from app/root.tsx. */
const APPLE_TOUCH_ICON = { file: 'apple-touch-icon.png', size: 180 } as const;

/** What the manifest says about the site. */
export interface WebAppInput {
  /** `site.title`, e.g. 'Fjordheim kino og kulturhus'. */
  name: string;
  /** `site.venue`, e.g. 'Fjordheim': what a home screen has room for. */
  shortName: string;
  description: string;
  /** The favicon's site path (`theme.favicon`, e.g. `/images/favicon.svg`), read from `client/`. */
  favicon: string;
  /** The CSS file with the colour tokens (`app/site/tokens.css`). */
  tokensFile: string;
}

/** `--color-bg: #101114;` → `{ '--color-bg': '#101114' }`: the custom properties of a CSS text. */
export function readColorTokens(css: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const match of css.matchAll(/(--color-[a-z-]+)\s*:\s*(#[0-9a-fA-F]{3,8})\s*;/g)) {
    const [, name, value] = match;
    if (name !== undefined && value !== undefined && !tokens.has(name)) tokens.set(name, value);
  }
  return tokens;
}

/** The manifest as JSON-ready data; `icons` lists only what was rendered. */
function buildWebManifest(
  input: Pick<WebAppInput, 'name' | 'shortName' | 'description'>,
  colors: { theme: string; background: string },
  icons: ReadonlyArray<(typeof ICONS)[number]>,
) {
  return {
    id: '/',
    name: input.name,
    short_name: input.shortName,
    ...(input.description ? { description: input.description } : {}),
    lang: 'nb',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colors.theme,
    background_color: colors.background,
    icons: icons.map((icon) => ({
      src: `/${ICON_DIR}/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

/** The SVG rasterised at twice the target size (sharp's density is in dpi; 72 = 1 px per unit). */
async function rasterise(svg: Buffer, size: number): Promise<Buffer> {
  const { width = size, height = size } = await sharp(svg).metadata();
  const density = Math.min(2400, (72 * 2 * size) / Math.max(width, height));
  return sharp(svg, { density })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

async function renderIcon(svg: Buffer, size: number, background: string | null): Promise<Buffer> {
  if (background === null) return rasterise(svg, size);
  // Opaque icons: the artwork in the middle 80 % on the page's background colour.
  const art = await rasterise(svg, Math.round(size * 0.8));
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: art, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/**
 * Writes `manifest.webmanifest` and its icons into `client/`. Without an SVG favicon in the
 * build (a CDN URL, or none) the manifest is written without icons.
 */
export async function writeWebManifest(clientDir: string, input: WebAppInput): Promise<void> {
  const tokens = readColorTokens(await readFile(input.tokensFile, 'utf8'));
  const background = tokens.get('--color-bg');
  if (background === undefined) throw new Error(`${input.tokensFile}: no --color-bg token for the manifest's colours`);
  const colors = { theme: background, background };
  const source = input.favicon.startsWith('/') && input.favicon.endsWith('.svg') ? join(clientDir, input.favicon) : '';
  const icons: Array<(typeof ICONS)[number]> = [];
  if (source !== '' && existsSync(source)) {
    const svg = await readFile(source);
    await mkdir(join(clientDir, ICON_DIR), { recursive: true });
    for (const icon of ICONS) {
      await writeFile(
        join(clientDir, ICON_DIR, icon.file),
        await renderIcon(svg, icon.size, icon.purpose === 'maskable' ? background : null),
      );
      icons.push(icon);
    }
    await writeFile(
      join(clientDir, ICON_DIR, APPLE_TOUCH_ICON.file),
      await renderIcon(svg, APPLE_TOUCH_ICON.size, background),
    );
  }
  await writeFile(
    join(clientDir, 'manifest.webmanifest'),
    `${JSON.stringify(buildWebManifest(input, colors, icons), null, 2)}\n`,
  );
}
