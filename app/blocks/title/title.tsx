import { BlockImage } from '../parts/block-parts.tsx';
import type { TitleProps } from './resolve.ts';

/** The page's h1, with the film's genre · duration · age limit · premiere below it, poster beside. */
export function Title({ title, meta, poster }: TitleProps) {
  return (
    <header className={poster ? 'title title-with-poster' : 'title'}>
      {/* Above the fold on a film page: loaded at once. */}
      {poster && <BlockImage image={poster} className="title-poster" eager />}
      <div className="title-text">
        <h1 className="title-heading">{title}</h1>
        {meta.length > 0 && (
          <ul className="title-meta">
            {meta.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </div>
    </header>
  );
}
