/**
 * The parts of a block that follow the visitor's clock (app/site/clock/clock-script.ts): the
 * page carries build-time facts as attributes, the clock's style sheet hides what has passed.
 * CAREFUL: the attribute names are the clock script's; rename both or neither.
 */
import type { ReactNode } from 'react';
import type { DayName } from '../../locale/clock-keys.ts';
import { labels } from '../../locale/labels.ts';
import { outboundRel } from './block-parts.tsx';

/** Hidden once its sale has ended (`YYYYMMDDHHmm`): a screening, or a film whose screenings all ended. */
export function saleEnds(key: string | null): { 'data-sale-ends'?: string } {
  return key === null ? {} : { 'data-sale-ends': key };
}

/** Hidden once the visitor's day is later (`YYYYMMDD`): a day's section, link or option. */
export function dayOf(name: Pick<DayName, 'key'>): { 'data-day': string } {
  return { 'data-day': name.key };
}

/**
 * A list that shows, by default, only its first two `viewDay` parts from the visitor's day on
 * (today and tomorrow when both have some), and all of them once one of its parts is the URL's
 * `#` target (a day link followed).
 */
export function shortView(on: boolean): { 'data-short-view'?: '' } {
  return on ? { 'data-short-view': '' } : {};
}

/** A day of a `shortView` list (`YYYYMMDD`); the days must be siblings, in date order. */
export function viewDay(name: DayName): { 'data-view-day': string } {
  return { 'data-view-day': name.key };
}

/**
 * A list or a day whose last sale ends at `key`: its `ClockEmpty` child shows from then on, and
 * its days (`dayOf`) are hidden.
 */
export function lastSale(key: string | null): { 'data-last-sale'?: string } {
  return key === null ? {} : { 'data-last-sale': key };
}

/**
 * A day's name as the visitor's clock has it: 'I dag', 'I morgen' or the date. All three are
 * in the HTML; the build day's shows until the clock runs (block-common.css).
 */
export function DayNameText({ name, form }: { name: DayName; form: 'long' | 'short' }) {
  return (
    <span className="day-name" data-rel-day={name.key} data-rel={name.relation}>
      <span className="rel rel-today">{labels.today}</span>
      <span className="rel rel-tomorrow">{labels.tomorrow}</span>
      <span className="rel rel-date">{name[form]}</span>
    </span>
  );
}

/** Where a visitor goes on from an emptied day or list. */
export interface WayOn {
  href: string;
  label: ReactNode;
}

/** The way on to the next day of a list: 'Neste visninger: I morgen'. */
export function nextDayWayOn(href: string, name: DayName): WayOn {
  return {
    href,
    label: (
      <>
        {labels.nextShowings}: <DayNameText name={name} form="short" />
      </>
    ),
  };
}

/** What an emptied day or list says, with a way on; shown by the clock only (first child of a `lastSale` element). */
export function ClockEmpty({ text, wayOn }: { text: string; wayOn: WayOn | null }) {
  return (
    <p className="clock-empty">
      {text}
      {wayOn && (
        <>
          {' '}
          <a href={wayOn.href} rel={outboundRel(wayOn.href)}>
            {wayOn.label}
          </a>
        </>
      )}
    </p>
  );
}
