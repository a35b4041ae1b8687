import { BlockImage } from '../parts/block-parts.tsx';
import type { CoverProps } from './resolve.ts';

/** The still of a film or culture page, with the title over its lower edge. */
export function Cover({ image, title }: CoverProps) {
  if (!image && !title) return null;
  return (
    <div
      className={['cover', image ? '' : 'cover-no-image', title ? '' : 'cover-decorative'].filter(Boolean).join(' ')}
    >
      {/* Above the fold on every detail page: fetched at once, not lazily. */}
      {image && <BlockImage image={image} className="cover-image" eager />}
      {title && <h1 className="cover-title">{title}</h1>}
    </div>
  );
}
