import { inspect } from 'node:util';
import { expect, test } from 'vitest';
import { LOCAL_PLATFORM_ENV, readPlatformConfig } from './platform-config.ts';

test('a configuration never prints its secrets', () => {
  const config = readPlatformConfig({
    FOAJE_PLATFORM_PASSWORD: 'pw-hemmelig-1',
    FOAJE_AUTH_CLIENT_SECRET: 'cs-hemmelig-2',
  });
  expect(config.platformAuth.password?.reveal()).toBe('pw-hemmelig-1');
  for (const text of [
    inspect(config, { depth: 10 }),
    JSON.stringify(config),
    `${String(config.platformAuth.password)}`,
  ]) {
    expect(text).not.toContain('hemmelig');
  }
});

test('a real platform needs every credential; the error names the variables, not values', () => {
  expect(() =>
    readPlatformConfig({
      FOAJE_PLATFORM_API_URL: 'https://platform.example/',
      FOAJE_PLATFORM_PASSWORD: 'hemmelig-verdi',
    }),
  ).toThrow(/FOAJE_PLATFORM_SITE_ID.*FOAJE_MANAGEMENT_API_URL.*FOAJE_AUTH_URL/);
  try {
    readPlatformConfig({
      FOAJE_PLATFORM_API_URL: 'https://platform.example/',
      FOAJE_PLATFORM_PASSWORD: 'hemmelig-verdi',
    });
  } catch (error) {
    expect(String(error)).not.toContain('hemmelig-verdi');
  }
});

test('without a platform URL the local services and their development credentials are used', () => {
  const config = readPlatformConfig({});
  expect(config.platformApiUrl).toBe('http://127.0.0.1:4110/');
  expect(config.managementApiUrl).toBe('http://127.0.0.1:4111/');
  expect(config.authUrl).toBe('http://127.0.0.1:4112/oauth/token');
  expect(config.stable).toBe('1');
});

test('an auth method is kept as written, for the HTTP client to accept or refuse', () => {
  expect(readPlatformConfig({ FOAJE_MANAGEMENT_AUTH: 'digest' }).managementAuth.method).toBe('digest');
});

test('the local defaults are the local services', () => {
  expect(readPlatformConfig({}).siteId).toBe(LOCAL_PLATFORM_ENV.FOAJE_PLATFORM_SITE_ID);
});
