import { BlockImage } from '../parts/block-parts.tsx';
import { NextTicketButton } from '../parts/next-ticket.tsx';
import type { TitleProps } from './resolve.ts';

/**
 * The page's h1, with the film's genre · duration · age limit · speech · premiere below it, the
 * next screening's 'Kjøp billett' under them (in a film page's first screen), poster beside.
 */
export function Title({ title, meta, poster, tickets }: TitleProps) {
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
        <NextTicketButton tickets={tickets} title={title} className="title-ticket" />
      </div>
    </header>
  );
}
