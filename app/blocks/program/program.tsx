import { useId } from 'react';
import { labels } from '../../locale/labels.ts';
import { BlockHeading, BlockImage, FeatureList, TicketAction } from '../block-parts.tsx';
import type { ProgramProps } from './resolve.ts';
import './program.css';

/** The whole programme: day links, then per day each film with its screenings. */
export function Program({ title, headingLevel, days, emptyText }: ProgramProps) {
  const headingId = useId();
  // Days and films sit one and two levels below the block's heading.
  const DayHeading = headingLevel === 1 ? 'h2' : 'h3';
  const FilmHeading = headingLevel === 1 ? 'h3' : 'h4';
  return (
    <section className="program" aria-labelledby={headingId}>
      <BlockHeading level={headingLevel} className="program-heading" id={headingId}>
        {title}
      </BlockHeading>
      {days.length === 0 && <p className="program-empty">{emptyText}</p>}
      {days.length > 1 && (
        <nav className="program-days" aria-label={labels.jumpToDay}>
          <ul>
            {days.map((day) => (
              <li key={day.date}>
                <a href={`#${day.anchor}`}>{day.navLabel}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {days.map((day) => (
        <section key={day.date} className="program-day" id={day.anchor} aria-labelledby={`${day.anchor}-heading`}>
          <DayHeading className="program-day-heading" id={`${day.anchor}-heading`}>
            {day.label}
          </DayHeading>
          <ul className="program-films">
            {day.films.map((film) => (
              <li key={film.id} className="program-film">
                {film.image && <BlockImage image={film.image} className="program-image" />}
                <div className="program-film-body">
                  <FilmHeading className="program-film-title">
                    <a href={film.link}>{film.title}</a>
                  </FilmHeading>
                  <ul className="program-screenings">
                    {film.screenings.map((screening) => (
                      <li key={screening.id} className="program-screening">
                        <span className="program-time">{screening.time}</span>
                        <span className="program-location">{screening.location}</span>
                        <FeatureList features={screening.features} />
                        <span className="program-action">
                          <TicketAction ticket={screening} context={`${film.title}, ${day.label} ${screening.time}`} />
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
