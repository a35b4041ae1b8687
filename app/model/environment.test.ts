import { inspect } from 'node:util';
import { expect, test } from 'vitest';
import { FoajeEnv, readEnvironment } from './environment.ts';

test('an empty environment gets the documented defaults', () => {
  const env = readEnvironment({});
  expect(env).toMatchObject({
    FOAJE_CONTENT_DIR: 'content',
    FOAJE_REACT_ROUTER_OUT_DIR: 'build',
    FOAJE_CONTENT_SOURCE: 'file',
    FOAJE_E2E_PORT: 4173,
    FOAJE_RUNTIME_API: 'http://127.0.0.1:4100/',
    FOAJE_FETCH_RETRIES: 3,
  });
  expect(env.FOAJE_TODAY).toBeUndefined();
  expect(env.FOAJE_OUT_DIR).toBeUndefined();
});

test('a bad value fails at start, naming every bad variable', () => {
  expect(() =>
    readEnvironment({ FOAJE_TODAY: '23.11.2026', FOAJE_CONTENT_SOURCE: 'ftp', FOAJE_FETCH_RETRIES: 'many' }),
  ).toThrow(
    /^Invalid environment: FOAJE_TODAY: expected "YYYY-MM-DD"; FOAJE_CONTENT_SOURCE: .*; FOAJE_FETCH_RETRIES: /,
  );
  expect(() => readEnvironment({ FOAJE_IMAGE_HOST: 'img.example.no' })).toThrow(/FOAJE_IMAGE_HOST/);
});

test('a misspelt variable is named instead of silently ignored', () => {
  expect(() => readEnvironment({ FOAJE_TODYA: '2026-11-23' })).toThrow(
    'Invalid environment: FOAJE_TODYA: unknown variable',
  );
  expect(readEnvironment({ PORT: '3000', HOME: '/root' }).FOAJE_CONTENT_DIR).toBe('content');
});

test('an empty value counts as unset', () => {
  const env = readEnvironment({ FOAJE_TODAY: '', FOAJE_CONTENT_DIR: '' });
  expect(env.FOAJE_TODAY).toBeUndefined();
  expect(env.FOAJE_CONTENT_DIR).toBe('content');
});

test('the error names a bad secret, never its value', () => {
  let message = '';
  try {
    readEnvironment({ FOAJE_PLATFORM_API_URL: 'not a url hemmelig-1', FOAJE_AUTH_CLIENT_SECRET: 'hemmelig-2' });
  } catch (error) {
    message = inspect(error);
  }
  expect(message).toContain('FOAJE_PLATFORM_API_URL');
  expect(message).not.toContain('hemmelig');
});

test('values come back in their types: numbers, trimmed hosts, base URLs ending in a slash', () => {
  const env = readEnvironment({
    FOAJE_E2E_PORT: '4180',
    FOAJE_IMAGE_HOST: 'http://127.0.0.1:4200/',
    FOAJE_MANAGEMENT_API_URL: 'https://m.example/api',
  });
  expect(env.FOAJE_E2E_PORT).toBe(4180);
  expect(env.FOAJE_IMAGE_HOST).toBe('http://127.0.0.1:4200');
  expect(env.FOAJE_MANAGEMENT_API_URL).toBe('https://m.example/api/');
  expect(Object.keys(FoajeEnv.shape).every((name) => name.startsWith('FOAJE_'))).toBe(true);
});
