import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Theme } from '../model/site.ts';

export type LogoSize = NonNullable<Theme['logoSize']>;

/**
 * The intrinsic size of the theme's logo when it is a file of the content folder
 * (`/images/logo.svg` → `{dir}/images/logo.svg`), so the header's `<img>` has its box before
 * the file arrives: without one it is 0 px wide until then, and a late logo moved the desktop
 * menu beside it by its width (a layout shift, decision 134). An absolute URL, a missing file
 * or a size that cannot be read gives none, and the header falls back to the image's own size.
 */
export async function readLogoSize(dir: string, logo: string): Promise<LogoSize | undefined> {
  if (!logo.startsWith('/images/') || logo.includes('..')) return undefined;
  const file = path.join(dir, ...logo.split('?')[0]!.split('/').filter(Boolean));
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return undefined;
  }
  if (file.toLowerCase().endsWith('.svg')) return svgSize(bytes.toString('utf8'));
  try {
    const { default: sharp } = await import('sharp');
    const { width, height } = await sharp(bytes).metadata();
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An SVG's size as a browser lays it out in an `<img>`: its root's `width` and `height` in
 * user units (px, or no unit); failing those, its `viewBox`. Percentages and font-relative units
 * give none.
 */
export function svgSize(svg: string): LogoSize | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (root === undefined) return undefined;
  const width = pixels(attribute(root, 'width'));
  const height = pixels(attribute(root, 'height'));
  if (width !== undefined && height !== undefined) return rounded(width, height);
  const box = attribute(root, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length !== 4 || box.some((n) => !Number.isFinite(n))) return undefined;
  const [, , boxWidth, boxHeight] = box as [number, number, number, number];
  if (boxWidth <= 0 || boxHeight <= 0) return undefined;
  // One side given: the other follows the viewBox's proportions.
  if (width !== undefined) return rounded(width, (width * boxHeight) / boxWidth);
  if (height !== undefined) return rounded((height * boxWidth) / boxHeight, height);
  return rounded(boxWidth, boxHeight);
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

function pixels(value: string | undefined): number | undefined {
  const match = value === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value);
  const n = match ? Number(match[1]) : NaN;
  return n > 0 ? n : undefined;
}

function rounded(width: number, height: number): LogoSize | undefined {
  const size = { width: Math.round(width), height: Math.round(height) };
  return size.width > 0 && size.height > 0 ? size : undefined;
}
