import jsQR from 'jsqr';
import { expect, test } from 'vitest';
import { qrPath } from './qr-path.ts';

/** Rasterises the path (each `M x y` is one dark module) at 4 px per module. */
function pixels(d: string, size: number, scale = 4) {
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const match of d.matchAll(/M(\d+) (\d+)/g)) {
    const [x, y] = [Number(match[1]), Number(match[2])];
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const offset = ((y * scale + dy) * width + x * scale + dx) * 4;
        data.fill(0, offset, offset + 3);
      }
    }
  }
  return { data, width };
}

test('the QR path decodes to the ticket payload', () => {
  const payload = 'FJ118-100108-1180001-4be3c9a1d2f0';
  const { size, d } = qrPath(payload);
  const { data, width } = pixels(d, size);
  expect(jsQR(data, width, width)?.data).toBe(payload);
});
