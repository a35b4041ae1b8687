import { useEffect, useLayoutEffect, useRef } from 'react';
import type { DayName } from '../../locale/clock-keys.ts';
import { labels } from '../../locale/labels.ts';
import { dayOf } from '../parts/clock-parts.tsx';
import {
  AGE_CHOICES,
  FILTER_PARAMS,
  filterCount,
  hasFilters,
  parseProgramFilters,
  type ProgramFilters,
} from './program-filter.ts';
import type { ProgramFilterChoices } from './resolve.ts';

export interface ProgramFilterFormProps {
  choices: ProgramFilterChoices;
  /** The programme's days: value `YYYY-MM-DD`, and the day's names. */
  days: ReadonlyArray<{ date: string; name: DayName }>;
  filters: ProgramFilters;
  /** After hydration: apply at once. Without it the form is a plain GET form. */
  onChange: ((filters: ProgramFilters) => void) | null;
}

/**
 * The filter form: a GET form with a select for the day and the age and a checkbox per fact,
 * so without JavaScript it still sends the query (and the page lists everything); after
 * hydration each change applies at once.
 */
export function ProgramFilterForm({ choices, days, filters, onChange }: ProgramFilterFormProps) {
  const set = (patch: ProgramFilters) => onChange?.({ ...filters, ...patch });
  const text = (value: string) => (value === '' ? undefined : value);
  // A phone shows the form well before its scripts run (they start after load, decision 116):
  // what the visitor chose meanwhile is read in the hydration commit, before the URL's filters
  // set the selects, and applied once the form can, as 'Vis' would have sent it.
  const form = useRef<HTMLFormElement>(null);
  // Only the prerendered form (hydrating) can hold such choices; a client navigation renders it with its filters.
  const hydrating = useRef(onChange === null);
  const chosenBeforeHydration = useRef<ProgramFilters | null>(null);
  useLayoutEffect(() => {
    if (hydrating.current && form.current)
      chosenBeforeHydration.current = parseProgramFilters(
        `?${new URLSearchParams(formValues(form.current)).toString()}`,
      );
  }, []);
  useEffect(() => {
    const chosen = chosenBeforeHydration.current;
    if (onChange === null || chosen === null) return;
    chosenBeforeHydration.current = null;
    if (hasFilters(chosen)) onChange(chosen);
  }, [onChange]);
  const picked = filters.facts ?? [];
  const toggle = (value: string, on: boolean) =>
    set({ facts: on ? [...picked, value] : picked.filter((id) => id !== value) });
  const count = filterCount(filters);
  return (
    <form
      ref={form}
      className="program-filters"
      method="get"
      aria-label={labels.filterProgram}
      onSubmit={(event) => {
        if (onChange) event.preventDefault();
      }}
    >
      {/* One row until opened (a phone's first screen is the programme's); a native disclosure,
          so it opens without JavaScript too. */}
      <details className="program-filter-panel">
        <summary className="program-filter-toggle">
          {labels.filters}
          {count > 0 && (
            <span className="program-filter-count">
              {count}
              <span className="visually-hidden"> {labels.filtersChosen}</span>
            </span>
          )}
        </summary>
        <div className="program-filter-fields">
          {/* The two selects side by side, and each fact a chip to tap: a phone's open panel fits one screen. */}
          <div className="program-filter-selects">
            <label className="program-filter">
              <span>{labels.filterDay}</span>
              <select
                name={FILTER_PARAMS.day}
                value={filters.day ?? ''}
                onChange={(event) => set({ day: text(event.target.value) })}
              >
                <option value="">{labels.allDays}</option>
                {days.map((day) => (
                  // The date, not 'I dag': an option holds text only, which the clock cannot pick. A day
                  // before the visitor's is hidden by it (Chromium and Firefox; Safari lists it).
                  <option key={day.date} value={day.date} {...dayOf(day.name)}>
                    {day.name.short}
                  </option>
                ))}
              </select>
            </label>
            <label className="program-filter">
              <span>{labels.filterAge}</span>
              <select
                name={FILTER_PARAMS.age}
                value={filters.age === undefined ? '' : String(filters.age)}
                onChange={(event) => set({ age: event.target.value === '' ? undefined : Number(event.target.value) })}
              >
                <option value="">{labels.allAgeLimits}</option>
                {AGE_CHOICES.map((age) => (
                  <option key={age} value={age}>
                    {age} {labels.ageAtMost}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {choices.groups.map(({ group, choices: facts }) => (
            <fieldset key={group.id} className="program-filter-group">
              <legend>{group.legend}</legend>
              {facts.map((fact) => (
                <label key={fact.value} className="program-filter-check">
                  <input
                    type="checkbox"
                    name={group.param}
                    value={fact.value}
                    checked={picked.includes(fact.value)}
                    onChange={(event) => toggle(fact.value, event.target.checked)}
                  />
                  {fact.label}
                </label>
              ))}
            </fieldset>
          ))}
          {/*
           * Where the eye ends: 'Nullstill' beside 'Vis'. Without JavaScript 'Vis' sends the form;
           * after hydration changes apply at once and 'Vis' closes the panel onto the result.
           * CAREFUL: both buttons are there before hydration too (hydration moves nothing,
           * decision 101); 'Nullstill' stays disabled until the filters are live.
           */}
          <div className="program-filter-actions">
            <button type="button" className="button-secondary" disabled={count === 0} onClick={() => onChange?.({})}>
              {labels.clearFilters}
            </button>
            <button
              type={onChange ? 'button' : 'submit'}
              className="button-secondary"
              onClick={(event) => closePanel(event.currentTarget)}
            >
              {labels.applyFilters}
            </button>
          </div>
        </div>
      </details>
    </form>
  );
}

/** The form's fields as a GET submission would send them. */
function formValues(form: HTMLFormElement): Array<[string, string]> {
  return [...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);
}

/** Closes the filter panel a button is in, and leaves focus on its toggle, just above the result. */
function closePanel(button: HTMLElement) {
  const panel = button.closest('details');
  if (panel) {
    panel.open = false;
    panel.querySelector('summary')?.focus();
  }
}
