import sharp from 'sharp';
import { focalCrop, type ImageFormat, type ImageRequest } from './image-request.ts';

/** A sharp pipeline (the `sharp.Sharp` namespace type does not resolve under verbatimModuleSyntax). */
type Pipeline = ReturnType<typeof sharp>;

/** Encoder settings: small files at a quality a poster survives; AVIF effort kept low so a first request stays quick. */
function encode(image: Pipeline, format: ImageFormat): Pipeline {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 55, effort: 2 });
    case 'webp':
      return image.webp({ quality: 78 });
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
    case 'png':
      return image.png();
  }
}

/**
 * Renders a source image (SVG or raster) for one request: an SVG is rasterised at the density
 * that gives the target size without upscaling blur; then cropped around the focal point, by
 * sharp's attention/entropy strategy or an edge, or fitted inside the box; then encoded.
 */
export async function renderImage(source: Buffer, request: ImageRequest, format: ImageFormat): Promise<Buffer> {
  const meta = await sharp(source).metadata();
  const width = meta.width || 1;
  const height = meta.height || 1;
  const scale = Math.max((request.w ?? 0) / width, (request.h ?? 0) / height, 1);
  // Vector sources: render big enough instead of enlarging pixels (72 dpi is sharp's 1:1).
  const density = meta.format === 'svg' ? Math.min(72 * scale * 1.05, 2400) : undefined;
  let image = sharp(source, density === undefined ? {} : { density });
  const rendered =
    density === undefined
      ? { width, height }
      : { width: Math.round((width * density) / 72), height: Math.round((height * density) / 72) };

  const { w, h } = request;
  if (request.crop && w !== undefined && h !== undefined) {
    if (request.focalPoint) {
      const window = focalCrop(rendered, { w, h }, request.focalPoint);
      image = image
        .resize(window.scaledWidth, window.scaledHeight, { fit: 'fill' })
        .extract({ left: window.left, top: window.top, width: w, height: h });
    } else {
      const position =
        request.gravity === 'attention'
          ? sharp.strategy.attention
          : request.gravity === 'entropy'
            ? sharp.strategy.entropy
            : request.gravity;
      image = image.resize(w, h, { fit: 'cover', position });
    }
  } else if (w !== undefined || h !== undefined) {
    image = image.resize(w ?? null, h ?? null, { fit: 'inside' });
  }
  return encode(image, format).toBuffer();
}
