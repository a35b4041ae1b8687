/**
 * The filters in force, one by one, for an empty result to offer each for removal. Pure; apart
 * from program-filter.ts (types only), so the empty result's lazy chunk shares no module with
 * the page's first load but the fact table's.
 */
import { FACT_GROUPS, factById } from '../parts/ticket/screening-facts.ts';
import type { ProgramFilters } from './program-filter.ts';

/** One filter in force, as the empty result lists it: what it is called and the filters without it. */
export interface ActiveFilter {
  /** Unique among the filters in force: `day`, `age` or the fact's id. */
  key: string;
  kind: 'day' | 'age' | 'fact';
  /** The day's `YYYY-MM-DD`, the age in years or the fact's id. */
  value: string;
  /** The filters in force once this one is removed. */
  rest: ProgramFilters;
}

/**
 * The filters in force one by one, in the form's order (day, age, then the facts in the fact
 * table's order), each with the filters that remain without it: what an empty result offers to
 * remove with one tap.
 */
export function activeFilters(filters: ProgramFilters): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  const { day, age, facts = [] } = filters;
  if (day !== undefined) {
    const { day: _day, ...rest } = filters;
    active.push({ key: 'day', kind: 'day', value: day, rest });
  }
  if (age !== undefined) {
    const { age: _age, ...rest } = filters;
    active.push({ key: 'age', kind: 'age', value: String(age), rest });
  }
  for (const id of FACT_GROUPS.flatMap((group) => facts.filter((fact) => factById(fact)?.group === group.id))) {
    const { facts: _facts, ...others } = filters;
    const left = facts.filter((fact) => fact !== id);
    active.push({ key: id, kind: 'fact', value: id, rest: left.length === 0 ? others : { ...others, facts: left } });
  }
  return active;
}
