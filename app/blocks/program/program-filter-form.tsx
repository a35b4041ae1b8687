import { labels } from '../../locale/labels.ts';
import { AGE_CHOICES, FILTER_PARAMS, type ProgramFilters } from './program-filter.ts';
import type { ProgramFilterChoices } from './resolve.ts';

export interface ProgramFilterFormProps {
  choices: ProgramFilterChoices;
  /** The programme's days: value `YYYY-MM-DD`, label 'I dag', 'Søn. 29. nov.'. */
  days: ReadonlyArray<{ date: string; navLabel: string }>;
  filters: ProgramFilters;
  /** After hydration: apply at once. Without it the form is a plain GET form. */
  onChange: ((filters: ProgramFilters) => void) | null;
}

/**
 * The filter form: a GET form with one select per filter, so without JavaScript it still
 * sends the query (and the page lists everything); after hydration each change applies at once.
 */
export function ProgramFilterForm({ choices, days, filters, onChange }: ProgramFilterFormProps) {
  const set = (patch: ProgramFilters) => onChange?.({ ...filters, ...patch });
  const text = (value: string) => (value === '' ? undefined : value);
  return (
    <form
      className="program-filters"
      method="get"
      aria-label={labels.filterProgram}
      onSubmit={(event) => {
        if (onChange) event.preventDefault();
      }}
    >
      <label className="program-filter">
        <span>{labels.filterDay}</span>
        <select name={FILTER_PARAMS.day} value={filters.day ?? ''} onChange={(event) => set({ day: text(event.target.value) })}>
          <option value="">{labels.allDays}</option>
          {days.map((day) => (
            <option key={day.date} value={day.date}>
              {day.navLabel}
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
      {choices.languages.length > 0 && (
        <label className="program-filter">
          <span>{labels.filterLanguage}</span>
          <select name={FILTER_PARAMS.language} value={filters.language ?? ''} onChange={(event) => set({ language: text(event.target.value) })}>
            <option value="">{labels.allLanguages}</option>
            {choices.languages.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {choices.formats.length > 0 && (
        <label className="program-filter">
          <span>{labels.filterFormat}</span>
          <select name={FILTER_PARAMS.format} value={filters.format ?? ''} onChange={(event) => set({ format: text(event.target.value) })}>
            <option value="">{labels.allFormats}</option>
            {choices.formats.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="program-filter-actions">
        {/* Without JavaScript the button sends the form; after hydration changes apply at once.
            CAREFUL: 'Nullstill' takes the place of 'Vis' even with nothing to clear (disabled),
            at the same width: a form that lost its button on hydration moved the programme up
            (a layout shift on a phone, decision 101). */}
        {onChange ? (
          <button type="button" className="button-secondary" disabled={!Object.values(filters).some((value) => value !== undefined)} onClick={() => onChange({})}>
            <SameWidthLabel shown={labels.clearFilters} other={labels.applyFilters} />
          </button>
        ) : (
          <button type="submit" className="button-secondary">
            <SameWidthLabel shown={labels.applyFilters} other={labels.clearFilters} />
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * A label that takes the width of the wider of two, so swapping them moves nothing. Keyed by
 * text: a swap makes new nodes rather than moving the old ones (which would count as a shift).
 */
function SameWidthLabel({ shown, other }: { shown: string; other: string }) {
  return (
    <>
      <span key={shown}>{shown}</span>
      <span key={`sizer-${other}`} className="program-filter-sizer" aria-hidden="true">
        {other}
      </span>
    </>
  );
}
