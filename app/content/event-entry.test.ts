import { expect, test } from 'vitest';
import { Production } from '../model/production.ts';
import { EventEntry, addMinutes, toEvent } from './event-entry.ts';

const film = Production.parse({
  id: 'solskinn',
  object: 'movie',
  objectClass: 'movie',
  parentSlug: 'solskinn-dxm-100',
  pageReference: 'solskinn-dxm-100',
  title: 'Solskinn',
  features: [{ name: '6 år' }],
  properties: [{ property: 'duration', value: '95' }],
});

const entry = EventEntry.parse({
  id: 'e-7',
  eventNumber: 7,
  production: 'solskinn',
  day: 2,
  time: '18:30',
  location: 'Sal 1',
  ticketCount: 40,
});

test('an event starts on the day offset at its time and ends after the film’s duration', () => {
  const event = toEvent(entry, film, '2026-11-21');
  expect(event.startDate).toBe('2026-11-23 18:30:00');
  expect(event.endDate).toBe('2026-11-23 20:05:00');
});

test('an event takes title, object and identifying fields from its production', () => {
  const event = toEvent(entry, film, '2026-11-21');
  expect(event.title).toBe('Solskinn');
  expect(event.object).toBe('movie');
  expect(event.production).toEqual({
    id: 'solskinn',
    parentSlug: 'solskinn-dxm-100',
    pageReference: 'solskinn-dxm-100',
    title: 'Solskinn',
    object: 'movie',
  });
});

test('an event without its own features shows the production’s, and its own when given', () => {
  expect(toEvent(entry, film, '2026-11-21').features).toEqual([{ name: '6 år', highlight: false }]);
  const own = EventEntry.parse({ ...entry, features: [{ name: 'Babykino', highlight: true }] });
  expect(toEvent(own, film, '2026-11-21').features).toEqual([{ name: 'Babykino', highlight: true }]);
});

test('a production without a duration gives its events two hours', () => {
  const noDuration = { ...film, properties: [] };
  expect(toEvent(entry, noDuration, '2026-11-21').endDate).toBe('2026-11-23 20:30:00');
});

test('a late screening ends after midnight on the next day', () => {
  expect(addMinutes('2026-12-31 23:15:00', 110)).toBe('2027-01-01 01:05:00');
});

test('an event entry whose id does not match its number is rejected at the id', () => {
  const parsed = EventEntry.safeParse({ ...entry, id: 'e-8' });
  expect(parsed.success).toBe(false);
  expect(parsed.error?.issues[0]?.path).toEqual(['id']);
});

test('a misspelt optional field of an event entry is rejected, not ignored', () => {
  const parsed = EventEntry.safeParse({ ...entry, feautred: true });
  expect(parsed.success).toBe(false);
  expect(parsed.error?.issues[0]?.message).toContain('feautred');
});
