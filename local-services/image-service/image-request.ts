import { z } from 'zod';

/** The largest edge the service renders: enough for a 2x slide, small enough to refuse abuse. */
const MAX_EDGE = 4000;

/** An output format the service encodes. */
export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** What one image URL asks for (spec §7.4: `w`, `h`, `fit=crop`, `crop=faces,top`, `auto=compress`, focal point). */
export interface ImageRequest {
  w: number | undefined;
  h: number | undefined;
  /** `fit=crop` fills `w`x`h` exactly; otherwise the image fits inside them. */
  crop: boolean;
  /** Where to cut when cropping without a focal point: `attention` (faces, salient parts) or an edge. */
  gravity: 'attention' | 'entropy' | 'top' | 'bottom' | 'left' | 'right' | 'centre';
  /** `fp-x`/`fp-y` in 0..1: the point the crop keeps in view; wins over `crop`. */
  focalPoint: { x: number; y: number } | undefined;
  /** `auto=compress`: the smallest format the browser accepts. */
  compress: boolean;
}

const Edge = z.coerce.number().int().min(1).max(MAX_EDGE);
const Fraction = z.coerce.number().min(0).max(1);

const Query = z.object({
  w: Edge.optional(),
  h: Edge.optional(),
  fit: z.string().optional(),
  crop: z.string().optional(),
  auto: z.string().optional(),
  'fp-x': Fraction.optional(),
  'fp-y': Fraction.optional(),
});

/** The first `crop` keyword the service can honour, in the order given (imgix semantics: the first that applies wins). */
function gravityOf(crop: string | undefined): ImageRequest['gravity'] {
  for (const word of (crop ?? '').split(',').map((part) => part.trim())) {
    // sharp has no face detector: its attention strategy (skin tones, contrast, saturation) finds faces well enough.
    if (word === 'faces' || word === 'edges') return 'attention';
    if (word === 'entropy') return 'entropy';
    if (word === 'top' || word === 'bottom' || word === 'left' || word === 'right') return word;
  }
  return 'centre';
}

/**
 * Reads an image URL's query. Unknown parameters are ignored (a CDN URL may carry more than
 * this service honours); a size or focal point out of range is an error naming the parameter.
 */
export function parseImageRequest(
  query: URLSearchParams,
): { ok: true; request: ImageRequest } | { ok: false; error: string } {
  const parsed = Query.safeParse(Object.fromEntries(query));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `${issue?.path.join('.') ?? 'query'}: ${issue?.message ?? 'invalid'}` };
  }
  const q = parsed.data;
  const x = q['fp-x'];
  const y = q['fp-y'];
  return {
    ok: true,
    request: {
      w: q.w,
      h: q.h,
      crop: q.fit === 'crop' && q.w !== undefined && q.h !== undefined,
      gravity: gravityOf(q.crop),
      // One coordinate alone still says where to look; the other stays centred.
      focalPoint: x === undefined && y === undefined ? undefined : { x: x ?? 0.5, y: y ?? 0.5 },
      compress: (q.auto ?? '').split(',').includes('compress'),
    },
  };
}

/**
 * The format to encode for an `Accept` header: with `auto=compress` the smallest the browser
 * takes (AVIF, then WebP, else JPEG); without it PNG, which keeps the source's transparency.
 */
export function negotiateFormat(accept: string | undefined, compress: boolean): ImageFormat {
  if (!compress) return 'png';
  const types = (accept ?? '').toLowerCase();
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return 'jpeg';
}

/**
 * The window a focal-point crop keeps: the source scaled to cover `w`x`h`, then cut around the
 * focal point, clamped so the window stays inside the scaled image.
 */
export function focalCrop(
  source: { width: number; height: number },
  target: { w: number; h: number },
  focal: { x: number; y: number },
): { scaledWidth: number; scaledHeight: number; left: number; top: number } {
  const scale = Math.max(target.w / source.width, target.h / source.height);
  const scaledWidth = Math.max(target.w, Math.round(source.width * scale));
  const scaledHeight = Math.max(target.h, Math.round(source.height * scale));
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  return {
    scaledWidth,
    scaledHeight,
    left: clamp(Math.round(focal.x * scaledWidth - target.w / 2), scaledWidth - target.w),
    top: clamp(Math.round(focal.y * scaledHeight - target.h / 2), scaledHeight - target.h),
  };
}
