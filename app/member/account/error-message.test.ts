import { expect, test } from 'vitest';
import { memberLabels } from '../labels.ts';
import { retryAfterSeconds } from '../../http/http-client.ts';
import { accountErrorMessage, loadErrorMessage } from './error-message.ts';

const throttled = (seconds: number | null) => ({
  kind: 'status' as const,
  status: 429,
  body: { Code: 'TooManyRequests' },
  retryAfterSeconds: seconds,
});

test('a throttled login, sign-up or reset says how long to wait, in minutes rounded up', () => {
  expect(accountErrorMessage(throttled(300), 'login')).toBe('For mange forsøk. Prøv igjen om 5 minutter.');
  expect(accountErrorMessage(throttled(61), 'signUp')).toBe('For mange forsøk. Prøv igjen om 2 minutter.');
  expect(accountErrorMessage(throttled(60), 'forgotPassword')).toBe('For mange forsøk. Prøv igjen om et minutt.');
  expect(accountErrorMessage(throttled(30), 'login')).toBe('For mange forsøk. Prøv igjen om 30 sekunder.');
  expect(accountErrorMessage(throttled(null), 'login')).toBe('For mange forsøk. Vent litt og prøv igjen.');
});

test('a throttled member call says so instead of "try later"', () => {
  expect(loadErrorMessage(throttled(120))).toBe('For mange forsøk. Prøv igjen om 2 minutter.');
  expect(loadErrorMessage({ kind: 'status', status: 500, body: '' })).toBe(
    'Vi fikk ikke hentet dette akkurat nå. Prøv igjen senere.',
  );
});

test('a duplicate sign-up (409) says the address is taken', () => {
  expect(accountErrorMessage({ kind: 'status', status: 409, body: { Code: 'EmailTaken' } }, 'signUp')).toMatch(
    /finnes allerede en konto med denne e-postadressen/,
  );
});

test('Retry-After is read as seconds or as an HTTP date', () => {
  expect(retryAfterSeconds('120')).toBe(120);
  expect(retryAfterSeconds('Mon, 23 Nov 2026 12:05:00 GMT', Date.parse('2026-11-23T12:00:00Z'))).toBe(300);
  expect(retryAfterSeconds(null)).toBeNull();
  expect(retryAfterSeconds('snart')).toBeNull();
});

test('a sign-up with one of the most common passwords says so, in Bokmål', () => {
  expect(accountErrorMessage({ kind: 'status', status: 400, body: { Code: 'CommonPassword' } }, 'signUp')).toBe(
    'Dette passordet er blant de mest brukte og lett å gjette. Velg et annet, gjerne flere ord.',
  );
});

test('a code is read only from an error body of the API shape: anything else gets the general message', () => {
  const general = 'Noe gikk galt. Prøv igjen om litt.';
  const withBody = (body: unknown) => accountErrorMessage({ kind: 'status', status: 400, body }, 'signUp');
  expect(withBody({ Code: 'InvalidEmail', Message: 'Ugyldig e-post' })).toBe(memberLabels.invalidEmail);
  expect(withBody({ Code: 'InvalidEmail', Message: 400 })).toBe(general);
  expect(withBody({ Code: 7 })).toBe(general);
  expect(withBody(['InvalidEmail'])).toBe(general);
  expect(withBody('InvalidEmail')).toBe(general);
});
