import { useContext, useId } from 'react';
import { labels } from '../../locale/labels.ts';
import type { MovieInfoProps } from './resolve.ts';
import { RatingSlotContext } from './rating-slot.tsx';

/** The synopsis, keywords and facts of a film; or the place of its member ratings. */
export function MovieInfo(props: MovieInfoProps) {
  const headingId = useId();
  const renderRatings = useContext(RatingSlotContext);
  if (props.section === 'ratings') {
    // Nothing to show until the member area provides the live ratings (rating-slot.tsx).
    if (!renderRatings || !props.edi) return null;
    return (
      <section className="movie-info movie-info-ratings" aria-labelledby={headingId}>
        <h2 id={headingId} className="movie-info-heading">
          {props.heading}
        </h2>
        {renderRatings({ edi: props.edi, title: props.title })}
      </section>
    );
  }
  const { heading, synopsisHtml, keywords, facts } = props;
  return (
    <section className="movie-info" aria-labelledby={headingId}>
      <h2 id={headingId} className="movie-info-heading">
        {heading}
      </h2>
      {synopsisHtml && <div className="movie-info-synopsis" dangerouslySetInnerHTML={{ __html: synopsisHtml }} />}
      {facts.length > 0 && (
        <dl className="movie-info-facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {keywords.length > 0 && (
        <>
          <h3 className="visually-hidden">{labels.keywords}</h3>
          <ul className="movie-info-keywords">
            {keywords.map((keyword) => (
              <li key={keyword}>{keyword}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
