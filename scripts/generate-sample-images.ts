/**
 * Generates the sample venue's placeholder images from its production files:
 * `content/images/posters/{id}.svg` (600x900, 2:3), `content/images/stills/{id}.svg`
 * (1920x1080, 16:9), plus `logo.svg` and `favicon.svg`. Each picture is a small geometric
 * composition chosen by genre, varied by the production's id, with the title in large type:
 * no artwork of any real film. Deterministic, so a rerun changes nothing unless content did.
 *
 * Run: `node scripts/generate-sample-images.ts [contentDir]` (default `content`).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

interface ProductionFile {
  id: string;
  title: string;
  object: string;
  category?: string;
  properties?: Array<{ property: string; value: string }>;
}

type Motif =
  'horizon' | 'bubbles' | 'stripes' | 'stars' | 'mountains' | 'rings' | 'bars' | 'spotlight' | 'curtain' | 'grid';

interface Style {
  motif: Motif;
  /** Gradient from top to bottom, then the accent colour. */
  colors: readonly [string, string, string];
  /** Colour of the title. */
  ink: string;
}

const STYLES: ReadonlyArray<{ match: RegExp; styles: readonly Style[] }> = [
  {
    match: /grøsser|skrekk/i,
    styles: [{ motif: 'stripes', colors: ['#05070d', '#1d2433', '#8fb3d9'], ink: '#e8eef7' }],
  },
  {
    match: /thriller|action/i,
    styles: [
      { motif: 'stripes', colors: ['#0b0d12', '#2a1115', '#e0413a'], ink: '#ffffff' },
      { motif: 'stripes', colors: ['#06131c', '#0f3447', '#f2b233'], ink: '#ffffff' },
    ],
  },
  {
    match: /science|eventyr/i,
    styles: [
      { motif: 'stars', colors: ['#0a0620', '#2d1b5a', '#f5d77a'], ink: '#fff8e6' },
      { motif: 'stars', colors: ['#02141f', '#103a55', '#a8e6ff'], ink: '#f2fbff' },
    ],
  },
  {
    match: /animasjon|familie|barn|trylle/i,
    styles: [
      { motif: 'bubbles', colors: ['#1b8fc9', '#7fd3e8', '#ffcf4a'], ink: '#10263a' },
      { motif: 'bubbles', colors: ['#f59a3c', '#ffd98a', '#d8452f'], ink: '#2b1408' },
      { motif: 'bubbles', colors: ['#3aa66a', '#b9e59a', '#fff3b0'], ink: '#12301f' },
    ],
  },
  {
    match: /dokumentar/i,
    styles: [
      { motif: 'mountains', colors: ['#dfe9e2', '#9fbfa8', '#2f5d46'], ink: '#ffffff' },
      { motif: 'mountains', colors: ['#cfe3f1', '#6fa3c4', '#1e4763'], ink: '#ffffff' },
    ],
  },
  {
    match: /komedie|romantisk|ungdom/i,
    styles: [
      { motif: 'rings', colors: ['#ffb3a7', '#ffe3c2', '#e2475f'], ink: '#3a0f17' },
      { motif: 'rings', colors: ['#ffd24d', '#fff1b8', '#e4572e'], ink: '#3a2206' },
    ],
  },
  {
    match: /jazz|blues|kor|konsert/i,
    styles: [
      { motif: 'bars', colors: ['#081a3a', '#173f7a', '#7ec8ff'], ink: '#eaf4ff' },
      { motif: 'bars', colors: ['#2a0d0d', '#6b1f1f', '#ffb347'], ink: '#fff2e0' },
    ],
  },
  { match: /stand-up/i, styles: [{ motif: 'spotlight', colors: ['#3d0610', '#a3122a', '#ffe38a'], ink: '#fff7e0' }] },
  {
    match: /teater|dans/i,
    styles: [
      { motif: 'curtain', colors: ['#23072e', '#5a1670', '#f7c6ff'], ink: '#fdf0ff' },
      { motif: 'curtain', colors: ['#071f2e', '#0f5573', '#9be7ff'], ink: '#effbff' },
    ],
  },
  { match: /foredrag|quiz/i, styles: [{ motif: 'grid', colors: ['#f4ead5', '#e4d2ab', '#8a5a2b'], ink: '#2b1c0c' }] },
];
const DEFAULT_STYLE: Style = { motif: 'horizon', colors: ['#0a1f3a', '#2f6d8c', '#a8f0c6'], ink: '#f3fbff' };
const DRAMA: readonly Style[] = [
  DEFAULT_STYLE,
  { motif: 'horizon', colors: ['#2b1a3d', '#c0607a', '#ffd9a0'], ink: '#fff6ec' },
  { motif: 'horizon', colors: ['#10262c', '#4f8a8b', '#f6e7b0'], ink: '#f5fbf8' },
];

/** A small deterministic random source, seeded by the production id. */
function random(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507);
    state = Math.imul(state ^ (state >>> 13), 3266489909);
    state ^= state >>> 16;
    return (state >>> 0) / 4294967296;
  };
}

function styleFor(production: ProductionFile, rnd: () => number): Style {
  const genre =
    production.properties?.find((property) => property.property === 'genre')?.value ?? production.category ?? '';
  const styles = STYLES.find((entry) => entry.match.test(genre))?.styles ?? DRAMA;
  return styles[Math.floor(rnd() * styles.length)] ?? DEFAULT_STYLE;
}

const round = (value: number): number => Math.round(value);

/** The motif's shapes for a picture of width `w` and height `h`. */
function motifShapes(style: Style, w: number, h: number, rnd: () => number): string {
  const accent = style.colors[2];
  const shapes: string[] = [];
  switch (style.motif) {
    case 'horizon': {
      const y = round(h * (0.5 + rnd() * 0.12));
      shapes.push(
        `<circle cx="${round(w * (0.3 + rnd() * 0.4))}" cy="${round(y - h * 0.12)}" r="${round(Math.min(w, h) * 0.16)}" fill="${accent}" opacity=".85"/>`,
      );
      shapes.push(`<rect y="${y}" width="${w}" height="${h - y}" fill="#000" opacity=".35"/>`);
      for (let i = 1; i <= 4; i++)
        shapes.push(
          `<rect x="${round(w * (0.2 + rnd() * 0.3))}" y="${y + i * round(h * 0.035)}" width="${round(w * (0.2 + rnd() * 0.3))}" height="${round(h * 0.006) + 1}" fill="${accent}" opacity=".5"/>`,
        );
      break;
    }
    case 'bubbles':
      for (let i = 0; i < 9; i++)
        shapes.push(
          `<circle cx="${round(rnd() * w)}" cy="${round(rnd() * h * 0.75)}" r="${round(Math.min(w, h) * (0.04 + rnd() * 0.14))}" fill="${i % 3 === 0 ? accent : '#fff'}" opacity="${(0.25 + rnd() * 0.5).toFixed(2)}"/>`,
        );
      break;
    case 'stripes': {
      const step = round(Math.max(w, h) / 9);
      for (let i = -3; i < 12; i++)
        if (rnd() > 0.45)
          shapes.push(
            `<path d="M${i * step} ${h}L${i * step + h} 0h${round(step * 0.35)}L${i * step + round(step * 0.35)} ${h}z" fill="${accent}" opacity="${(0.12 + rnd() * 0.3).toFixed(2)}"/>`,
          );
      break;
    }
    case 'stars':
      for (let i = 0; i < 40; i++)
        shapes.push(
          `<circle cx="${round(rnd() * w)}" cy="${round(rnd() * h * 0.8)}" r="${(0.8 + rnd() * 2.6).toFixed(1)}" fill="${accent}"/>`,
        );
      shapes.push(
        `<circle cx="${round(w * 0.7)}" cy="${round(h * 0.3)}" r="${round(Math.min(w, h) * 0.2)}" fill="none" stroke="${accent}" stroke-width="${round(Math.min(w, h) * 0.012)}" opacity=".6"/>`,
      );
      break;
    case 'mountains':
      for (let layer = 0; layer < 3; layer++) {
        const base = round(h * (0.55 + layer * 0.1));
        let d = `M0 ${h}L0 ${base}`;
        for (let x = 0; x <= w; x += round(w / 5))
          d += `L${x + round(w / 10)} ${round(base - h * (0.08 + rnd() * 0.2))}L${x + round(w / 5)} ${base}`;
        shapes.push(`<path d="${d}L${w} ${h}z" fill="${accent}" opacity="${(0.35 + layer * 0.25).toFixed(2)}"/>`);
      }
      break;
    case 'rings': {
      const cx = round(w * (0.3 + rnd() * 0.4));
      const cy = round(h * 0.35);
      for (let i = 6; i > 0; i--)
        shapes.push(
          `<circle cx="${cx}" cy="${cy}" r="${round(Math.min(w, h) * 0.07 * i)}" fill="${i % 2 ? accent : '#fff'}" opacity=".35"/>`,
        );
      break;
    }
    case 'bars': {
      const count = 14;
      const bw = w / count;
      for (let i = 0; i < count; i++) {
        const bh = round(h * (0.15 + rnd() * 0.45));
        shapes.push(
          `<rect x="${round(i * bw + bw * 0.2)}" y="${round(h * 0.7) - bh}" width="${round(bw * 0.6)}" height="${bh}" rx="${round(bw * 0.2)}" fill="${accent}" opacity="${(0.35 + rnd() * 0.5).toFixed(2)}"/>`,
        );
      }
      break;
    }
    case 'spotlight':
      shapes.push(
        `<path d="M${round(w * 0.45)} 0h${round(w * 0.1)}L${round(w * 0.85)} ${round(h * 0.75)}H${round(w * 0.15)}z" fill="${accent}" opacity=".3"/>`,
      );
      shapes.push(
        `<ellipse cx="${round(w / 2)}" cy="${round(h * 0.75)}" rx="${round(w * 0.35)}" ry="${round(h * 0.05)}" fill="${accent}" opacity=".5"/>`,
      );
      shapes.push(
        `<rect x="${round(w / 2 - w * 0.01)}" y="${round(h * 0.45)}" width="${round(w * 0.02) + 2}" height="${round(h * 0.3)}" fill="#111"/>`,
      );
      break;
    case 'curtain':
      for (let i = 0; i < 8; i++) {
        const x = round((w / 16) * i);
        shapes.push(
          `<path d="M${x} 0h${round(w / 16)}c0 ${round(h * 0.4)} ${round(w * 0.05)} ${round(h * 0.6)} ${round(w * 0.02)} ${h}h-${round(w / 16)}z" fill="${accent}" opacity="${(0.12 + (i % 2) * 0.12).toFixed(2)}"/>`,
        );
        shapes.push(
          `<path d="M${w - x} 0h-${round(w / 16)}c0 ${round(h * 0.4)} -${round(w * 0.05)} ${round(h * 0.6)} -${round(w * 0.02)} ${h}h${round(w / 16)}z" fill="${accent}" opacity="${(0.12 + (i % 2) * 0.12).toFixed(2)}"/>`,
        );
      }
      break;
    case 'grid': {
      const step = round(Math.min(w, h) / 10);
      shapes.push(
        `<path d="${Array.from({ length: Math.ceil(w / step) }, (_, i) => `M${i * step} 0V${h}`).join('')}${Array.from({ length: Math.ceil(h / step) }, (_, i) => `M0 ${i * step}H${w}`).join('')}" stroke="${accent}" stroke-width="1.5" opacity=".25"/>`,
      );
      shapes.push(
        `<circle cx="${round(w * 0.72)}" cy="${round(h * 0.3)}" r="${round(Math.min(w, h) * 0.18)}" fill="${accent}" opacity=".55"/>`,
      );
      break;
    }
  }
  return shapes.join('');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Breaks a title into lines of at most `max` characters, at spaces. */
function wrap(title: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The title block: large type at the bottom, the venue's name small at the top. */
function titleText(title: string, style: Style, w: number, h: number, maxChars: number): string {
  const lines = wrap(title.toLocaleUpperCase('nb'), maxChars);
  const longest = Math.max(...lines.map((line) => line.length));
  // 0.75 em per character: wide enough for bold capitals in the fallback fonts (DejaVu Sans).
  const size = round(Math.min((w * 0.86) / (longest * 0.75), h * 0.1));
  const top = h - round(h * 0.07) - (lines.length - 1) * round(size * 1.05);
  const tspans = lines
    .map((line, i) => `<tspan x="${round(w * 0.07)}" y="${top + i * round(size * 1.05)}">${escapeXml(line)}</tspan>`)
    .join('');
  const label = `<text x="${round(w * 0.07)}" y="${round(h * 0.08)}" font-size="${round(Math.min(w, h) * 0.035)}" letter-spacing="4" fill="${style.ink}" opacity=".8">FJORDHEIM KINO OG KULTURHUS</text>`;
  return `<g font-family="'Helvetica Neue',Arial,sans-serif" font-weight="700">${label}<text font-size="${size}" fill="${style.ink}">${tspans}</text></g>`;
}

function picture(production: ProductionFile, w: number, h: number, seedSuffix: string, maxChars: number): string {
  const rnd = random(production.id + seedSuffix);
  const style = styleFor(production, random(production.id));
  const [top, bottom] = style.colors;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" overflow="hidden" role="img" aria-label="${escapeXml(production.title)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${(rnd() * 0.4).toFixed(2)}" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${motifShapes(style, w, h, rnd)}<rect width="${w}" height="${h}" fill="url(#s)"/>` +
    `${titleText(production.title, style, w, h, maxChars)}</svg>\n`
  );
}

const LOGO =
  `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="80" viewBox="0 0 360 80" role="img" aria-label="Fjordheim kino og kulturhus">` +
  `<rect x="4" y="8" width="64" height="64" rx="14" fill="#0f3d5c"/>` +
  `<path d="M14 50c8-8 14-8 22 0s14 8 22 0" fill="none" stroke="#7fd3e8" stroke-width="5" stroke-linecap="round"/>` +
  `<path d="M14 60c8-8 14-8 22 0s14 8 22 0" fill="none" stroke="#ffcf4a" stroke-width="5" stroke-linecap="round"/>` +
  `<path d="M29 42V18h18M29 29h13" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
  // Light type: the header is dark (app/site/tokens.css).
  `<g font-family="'Helvetica Neue',Arial,sans-serif" fill="#f4f1ea"><text x="82" y="44" font-size="34" font-weight="700">Fjordheim</text>` +
  `<text x="83" y="66" font-size="14" letter-spacing="3" fill="#b9b4aa">KINO OG KULTURHUS</text></g></svg>\n`;

const FAVICON =
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
  `<rect width="64" height="64" rx="14" fill="#0f3d5c"/>` +
  `<path d="M10 46c8-8 14-8 22 0s14 8 22 0" fill="none" stroke="#7fd3e8" stroke-width="5" stroke-linecap="round"/>` +
  `<path d="M24 36V12h18M24 23h13" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>\n`;

/** Writes every placeholder image for the productions in `contentDir`; returns how many files. */
export async function generateSampleImages(contentDir: string): Promise<number> {
  const productionsDir = path.join(contentDir, 'productions');
  const imagesDir = path.join(contentDir, 'images');
  await mkdir(path.join(imagesDir, 'posters'), { recursive: true });
  await mkdir(path.join(imagesDir, 'stills'), { recursive: true });
  const names = (await readdir(productionsDir)).filter((name) => name.endsWith('.json')).sort();
  for (const name of names) {
    const production = JSON.parse(await readFile(path.join(productionsDir, name), 'utf8')) as ProductionFile;
    await writeFile(
      path.join(imagesDir, 'posters', `${production.id}.svg`),
      picture(production, 600, 900, ':poster', 14),
    );
    await writeFile(
      path.join(imagesDir, 'stills', `${production.id}.svg`),
      picture(production, 1920, 1080, ':still', 22),
    );
  }
  await writeFile(path.join(imagesDir, 'logo.svg'), LOGO);
  await writeFile(path.join(imagesDir, 'favicon.svg'), FAVICON);
  return names.length * 2 + 2;
}

if (import.meta.main) {
  const contentDir = process.argv[2] ?? 'content';
  const count = await generateSampleImages(contentDir);
  console.log(`Wrote ${count} images to ${path.join(contentDir, 'images')}`);
}
