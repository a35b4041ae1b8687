import { expect, test } from 'vitest';
import { savedTicketsNote } from './saved-tickets-note.ts';

test('offline is said only when the browser is offline', () => {
  expect(savedTicketsNote({ kind: 'network', status: null }, false)).toBe('offline');
  expect(savedTicketsNote({ kind: 'timeout', status: null }, false)).toBe('offline');
});

test('online, a service that does not answer, or answers with a server error, is said to be that', () => {
  expect(savedTicketsNote({ kind: 'network', status: null }, true)).toBe('no-answer');
  expect(savedTicketsNote({ kind: 'timeout', status: null }, true)).toBe('no-answer');
  expect(savedTicketsNote({ kind: 'status', status: 503 }, true)).toBe('no-answer');
});

test('no failure, or one with its own message, adds nothing', () => {
  expect(savedTicketsNote(null, false)).toBeNull();
  expect(savedTicketsNote({ kind: 'status', status: 401 }, true)).toBeNull();
  expect(savedTicketsNote({ kind: 'malformed', status: null }, true)).toBeNull();
});
