import { labels } from '../../locale/labels.ts';
import type { DayName } from '../../locale/clock-keys.ts';
import { factById } from '../parts/ticket/screening-facts.ts';
import { type ActiveFilter, activeFilters } from './active-filters.ts';
import type { ProgramFilters } from './program-filter.ts';

interface ProgramNoMatchProps {
  filters: ProgramFilters;
  /** The programme's days, for the day filter's name. */
  days: ReadonlyArray<{ date: string; name: DayName }>;
  /** Null before hydration: the filters do not apply yet, so there is nothing to remove. */
  onChange: ((filters: ProgramFilters) => void) | null;
}

/**
 * A filtered programme with nothing left: the filters in force, each a button that removes it,
 * and one that removes them all. Focus stays in the list while it is there, else goes to the
 * filters' toggle.
 */
export default function ProgramNoMatch({ filters, days, onChange }: ProgramNoMatchProps) {
  const active = activeFilters(filters);
  const apply = (next: ProgramFilters, from: HTMLElement) => {
    const programme = from.closest('.program');
    onChange?.(next);
    // After React's commit: the first chip left, or the toggle once the result has returned.
    setTimeout(() => {
      const target =
        programme?.querySelector<HTMLElement>('.program-active-filter') ??
        programme?.querySelector<HTMLElement>('.program-filter-toggle');
      target?.focus();
    });
  };
  return (
    <div className="program-empty">
      <p>{labels.noMatchingShowings}</p>
      {onChange && active.length > 0 && (
        <>
          <p className="program-active-label">{labels.activeFilters}</p>
          <ul className="program-active-filters">
            {active.map((filter) => (
              <li key={filter.key}>
                <button
                  type="button"
                  className="button-secondary program-active-filter"
                  onClick={(event) => apply(filter.rest, event.currentTarget)}
                >
                  <span className="visually-hidden">{labels.removeFilter}: </span>
                  {filterName(filter, days)}
                  <span aria-hidden="true"> ×</span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="button-secondary" onClick={(event) => apply({}, event.currentTarget)}>
            {labels.clearAllFilters}
          </button>
        </>
      )}
    </div>
  );
}

/** What a filter in force is called: the day's date, '9 år og lavere', the fact's label. */
function filterName(filter: ActiveFilter, days: ProgramNoMatchProps['days']): string {
  switch (filter.kind) {
    case 'day':
      return days.find((day) => day.date === filter.value)?.name.short ?? filter.value;
    case 'age':
      return `${filter.value} ${labels.ageAtMost}`;
    case 'fact':
      return factById(filter.value)?.label ?? filter.value;
  }
}
