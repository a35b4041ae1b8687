import { labels } from '../../locale/labels.ts';
import { ANALYTICS_EVENTS, analyticsAttributes } from '../parts/ticket/analytics-item.ts';
import { FeatureList, FilmStarts, TicketAction } from '../parts/block-parts.tsx';
import { ClockEmpty, DayNameText, dayOf, lastSale, saleEnds, shortView, viewDay } from '../parts/clock-parts.tsx';
import { lastSaleEnd } from '../parts/ticket/event-view.ts';
import { latestKey } from '../../locale/clock-keys.ts';
import { firstInGroups, useFirstScreenCount } from '../parts/first-screen.ts';
import type { TicketListProps } from './props.ts';

/**
 * Screenings in the first commit when a ticket list mounts in a client navigation (decision 122):
 * the list sits under a film's cover and title, so four rows reach past the first screen on a
 * phone and a desktop. The rest follow right after the first frame; a navigation to `#tickets`
 * ('Kjøp billett') and the prerendered HTML have every row at once (app/blocks/parts/first-screen.ts).
 */
const FIRST_SCREENINGS = 4;

/**
 * Days a film page's list shows before 'Vis alle visninger': its first two from the visitor's
 * day on (the clock's short view), so the page's summary is not pushed down by weeks of
 * screenings (decision 203). A link to the list (`#tickets`) shows every day.
 */
const SHORT_VIEW_DAYS = 2;

/** The `#tickets` section: one list per day, one row per screening with its ticket button. */
export function TicketList({
  anchor,
  title,
  productionTitle,
  days: allDays,
  emptyText,
  wayOn,
  subject,
}: TicketListProps) {
  const count = allDays.reduce((sum, day) => sum + day.items.length, 0);
  const days = firstInGroups(allDays, 'items', useFirstScreenCount(count, FIRST_SCREENINGS));
  return (
    <section
      className="ticket-list"
      id={anchor}
      aria-labelledby={`${anchor}-heading`}
      // The detail view (`VIEW_ITEM`), reported by app/site/analytics when the page is shown.
      {...(subject ? analyticsAttributes(ANALYTICS_EVENTS.viewItem, subject.viewItem) : {})}
      {...lastSale(latestKey(allDays.flatMap((day) => lastSaleEnd(day.items) ?? [])))}
      {...shortView(allDays.length > SHORT_VIEW_DAYS)}
    >
      <h2 className="ticket-list-heading" id={`${anchor}-heading`}>
        {title}
      </h2>
      <ClockEmpty text={labels.noMoreShowings} wayOn={wayOn} />
      {days.length === 0 && <p className="ticket-list-empty">{emptyText}</p>}
      {/* A day whose screenings have all ended goes; the next one follows right below. */}
      {days.map((day) => (
        <div
          key={day.date}
          className="ticket-list-day"
          {...dayOf(day.name)}
          {...saleEnds(lastSaleEnd(day.items))}
          {...viewDay(day.name)}
          {...lastSale(lastSaleEnd(day.items))}
        >
          <h3 className="ticket-list-day-heading">
            <DayNameText name={day.name} form="long" />
          </h3>
          <ul className="ticket-list-events">
            {day.items.map((ticket) => (
              <li key={ticket.id} className="ticket-list-event" {...saleEnds(ticket.saleEnds)}>
                <span className="ticket-list-time">{ticket.time}</span>
                <span className="ticket-list-location">{ticket.location}</span>
                <div className="ticket-list-features">
                  <FilmStarts time={ticket.filmStarts} />
                  <FeatureList features={ticket.features} />
                </div>
                <div className="ticket-list-action">
                  <TicketAction
                    ticket={ticket}
                    context={`${productionTitle}, ${day.name.long} ${ticket.time}`}
                    analytics={ticket.analytics}
                  />
                </div>
                {/* No `download` attribute: iOS Safari offers 'Add to Calendar' only for a file it opens. */}
                <a className="ticket-list-calendar" href={ticket.calendarPath} type="text/calendar">
                  <CalendarIcon />
                  {labels.addToCalendar}
                  <span className="visually-hidden">: {`${productionTitle}, ${day.name.long} ${ticket.time}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {allDays.length > SHORT_VIEW_DAYS && (
        <p className="ticket-list-all">
          <a href={`#${anchor}`}>{`${labels.showAllShowings} (${count})`}</a>
        </p>
      )}
    </section>
  );
}

function CalendarIcon() {
  return (
    <svg
      className="ticket-list-calendar-icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M3 3.5h10a1 1 0 0 1 1 1V13a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V4.5a1 1 0 0 1 1-1ZM2 7h12M5 2v3M11 2v3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
