import { useId } from 'react';
import { labels } from '../../locale/labels.ts';
import { BlockHeader, BlockImage, FeatureList, TicketAction } from '../block-parts.tsx';
import type { ScheduleProps } from './resolve.ts';

/** Featured screenings by day: poster, title, time, place, flags and the ticket button. */
export function Schedule({ title, days, moreLink, emptyText }: ScheduleProps) {
  const headingId = useId();
  return (
    <section className="schedule" aria-labelledby={headingId}>
      <BlockHeader kind="schedule" level={2} id={headingId} title={title} moreLink={moreLink} />
      {days.length === 0 && <p className="schedule-empty">{emptyText}</p>}
      {days.map((day) => (
        <div key={day.date} className="schedule-day">
          <h3 className="schedule-day-heading">{day.label}</h3>
          <ul className="schedule-events">
            {day.items.map((item) => {
              // 'Les mer' is flagged hidden (spec §2.4): not a button, but the title links there.
              const details = item.links.find((link) => !link.sales);
              return (
                <li key={item.id} className="schedule-event">
                  {item.image && <BlockImage image={item.image} className="schedule-image" />}
                  <div className="schedule-body">
                    <p className="schedule-when">
                      <span className="schedule-time">{item.time}</span>{' '}
                      <span className="schedule-location">{item.location}</span>
                    </p>
                    <h4 className="schedule-title">{details ? <a href={details.path}>{item.title}</a> : item.title}</h4>
                    {(item.adFlagsView.length > 0 || item.club) && (
                      <ul className="schedule-flags">
                        {item.adFlagsView.map((flag) => (
                          <li key={flag.flag}>{flag.view}</li>
                        ))}
                        {item.club && <li>{labels.clubEvent}</li>}
                      </ul>
                    )}
                    {item.highlightHeading && <p className="schedule-highlight-heading">{item.highlightHeading}</p>}
                    {item.highlightBody && <p className="schedule-highlight-body">{item.highlightBody}</p>}
                    <FeatureList features={item.features} />
                    <div className="schedule-action">
                      <TicketAction
                        ticket={item}
                        context={`${item.title}, ${day.label} ${item.time}`}
                        analytics={item.analytics}
                      />
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
