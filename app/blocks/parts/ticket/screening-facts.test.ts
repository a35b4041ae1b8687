import { expect, test } from 'vitest';
import { FACT_EXPLANATIONS } from './fact-explanations.ts';
import { FACT_GROUPS, SCREENING_FACTS, factById, factIdsOf, factOfName, withClubFeature } from './screening-facts.ts';

const feature = (name: string) => ({ name, highlight: false });

test('the platform names of speech, subtitles, format, access and audience each read as their fact', () => {
  const read = (name: string) => factOfName(name)?.id ?? null;
  expect(read('Norsk tale')).toBe('norsk-tale');
  expect(read('Originaltale')).toBe('originaltale');
  expect(read('Norsk tekst')).toBe('norsk-tekst');
  expect(read('Engelsk tekst')).toBe('engelsk-tekst');
  expect(read('Teksting for hørselshemmede')).toBe('teksting-for-horselshemmede');
  expect(read('2D')).toBe('2d');
  expect(read('3D')).toBe('3d');
  expect(read('Synstolket')).toBe('synstolket');
  expect(read('Teleslynge')).toBe('teleslynge');
  expect(read('Rullestolplass')).toBe('rullestolplass');
  expect(read('Sansevennlig visning')).toBe('sansevennlig');
  expect(read('Babykino')).toBe('babykino');
  expect(read('Seniorkino')).toBe('seniorkino');
  expect(read('Filmklubb')).toBe('filmklubb');
});

test('names match whatever their case and spacing; an unknown name is no fact', () => {
  expect(factOfName('  synstolking ')?.id).toBe('synstolket');
  expect(factOfName('NORSK  TALE')?.id).toBe('norsk-tale');
  expect(factOfName('12 år')).toBeNull();
  expect(factOfName('Servering')).toBeNull();
});

test('every fact has a label, a badge, an accessible name and an explanation, and a group the filters offer', () => {
  const groups = new Set(FACT_GROUPS.map((group) => group.id));
  for (const fact of SCREENING_FACTS) {
    expect(fact.label, fact.id).not.toBe('');
    expect(fact.badge.length, fact.id).toBeLessThanOrEqual(14);
    expect(fact.accessibleName, fact.id).not.toBe('');
    expect(FACT_EXPLANATIONS[fact.id], fact.id).toMatch(/\.\)?$/);
    expect(groups.has(fact.group), fact.id).toBe(true);
    expect(fact.id, 'a URL value').toMatch(/^[a-z0-9-]+$/);
  }
  expect(new Set(SCREENING_FACTS.map((fact) => fact.id)).size).toBe(SCREENING_FACTS.length);
  expect(Object.keys(FACT_EXPLANATIONS).sort(), 'an explanation for each fact, none for another').toEqual(
    SCREENING_FACTS.map((fact) => fact.id).sort(),
  );
  const names = SCREENING_FACTS.flatMap((fact) => fact.names.map((name) => name.toLowerCase()));
  expect(new Set(names).size, 'a name means one fact').toBe(names.length);
  expect(new Set(FACT_GROUPS.map((group) => group.param)).size).toBe(FACT_GROUPS.length);
});

test('audio description says how: the app, where to get it, and what to bring', () => {
  expect(FACT_EXPLANATIONS['synstolket']).toMatch(/MovieReading.*App Store.*Google Play.*hodetelefoner/);
});

test("the club flag is the fact 'Filmklubb'; a screening's fact ids come once each, in the table's order", () => {
  expect(withClubFeature([feature('2D')], true).map((f) => f.name)).toEqual(['2D', 'Filmklubb']);
  expect(withClubFeature([feature('Filmklubb')], true)).toHaveLength(1);
  expect(withClubFeature([feature('2D')], false)).toHaveLength(1);
  expect(factIdsOf(['Teleslynge', '12 år', 'Synstolket', 'Norsk tale', 'Synstolking'].map(feature))).toEqual([
    'norsk-tale',
    'synstolket',
    'teleslynge',
  ]);
  expect(factById('ukjent')).toBeNull();
});
