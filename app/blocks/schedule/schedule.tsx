import { useId } from 'react';
import { labels } from '../../locale/labels.ts';
import { BlockHeader, BlockImage, FeatureList, FilmStarts, TicketAction } from '../parts/block-parts.tsx';
import { ClockEmpty, DayNameText, dayOf, lastSale, nextDayWayOn, saleEnds } from '../parts/clock-parts.tsx';
import { lastSaleEnd } from '../parts/ticket/event-view.ts';
import { latestKey } from '../../locale/clock-keys.ts';
import { PROGRAM_PATHS } from '../../engine/urls/site-paths.ts';
import type { ScheduleProps } from './resolve.ts';

/** Featured screenings by day: poster, title, time, place, flags and the ticket button. */
export function Schedule({ title, days, moreLink, emptyText }: ScheduleProps) {
  const headingId = useId();
  const wayOn = moreLink
    ? { href: moreLink.url, label: moreLink.title }
    : { href: PROGRAM_PATHS.movie, label: labels.seeWholeProgram };
  return (
    <section
      className="schedule"
      aria-labelledby={headingId}
      {...lastSale(latestKey(days.flatMap((day) => lastSaleEnd(day.items) ?? [])))}
    >
      <BlockHeader kind="schedule" level={2} id={headingId} title={title} moreLink={moreLink} />
      <ClockEmpty text={labels.noMoreShowings} wayOn={wayOn} />
      {days.length === 0 && <p className="schedule-empty">{emptyText}</p>}
      {days.map((day, index) => (
        <div
          key={day.date}
          className="schedule-day"
          id={`${headingId}-${day.name.key}`}
          {...dayOf(day.name)}
          {...lastSale(lastSaleEnd(day.items))}
        >
          <h3 className="schedule-day-heading">
            <DayNameText name={day.name} form="long" />
          </h3>
          <ClockEmpty text={labels.noMoreShowingsToday} wayOn={nextDay(days[index + 1], headingId) ?? wayOn} />
          <ul className="schedule-events">
            {day.items.map((item) => {
              // 'Les mer' is flagged hidden (spec §2.4): not a button, but the title links there.
              const details = item.links.find((link) => !link.sales);
              return (
                <li key={item.id} className="schedule-event" {...saleEnds(item.saleEnds)}>
                  {item.image && <BlockImage image={item.image} className="schedule-image" />}
                  <div className="schedule-body">
                    <p className="schedule-when">
                      <span className="schedule-time">{item.time}</span>{' '}
                      <span className="schedule-location">{item.location}</span> <FilmStarts time={item.filmStarts} />
                    </p>
                    <h4 className="schedule-title">{details ? <a href={details.path}>{item.title}</a> : item.title}</h4>
                    {(item.adFlagsView.length > 0 || item.club) && (
                      <ul className="block-features schedule-flags">
                        {item.adFlagsView.map((flag) => (
                          <li key={flag.flag} data-badge="true">
                            {flag.view}
                          </li>
                        ))}
                        {item.club && <li data-fact-group="audience">{labels.clubEvent}</li>}
                      </ul>
                    )}
                    {item.highlightHeading && <p className="schedule-highlight-heading">{item.highlightHeading}</p>}
                    {item.highlightBody && <p className="schedule-highlight-body">{item.highlightBody}</p>}
                    <FeatureList features={item.features} />
                    <div className="schedule-action">
                      <TicketAction
                        ticket={item}
                        context={`${item.title}, ${day.name.long} ${item.time}`}
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

/** The way on from an emptied day: the next day's heading in the block. */
function nextDay(day: ScheduleProps['days'][number] | undefined, headingId: string) {
  return day ? nextDayWayOn(`#${headingId}-${day.name.key}`, day.name) : null;
}
