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

test('a local platform on ports of its own: the URLs move it, the local credentials fill in the rest', () => {
  const config = readPlatformConfig({
    FOAJE_PLATFORM_API_URL: 'http://127.0.0.1:5110/',
    FOAJE_MANAGEMENT_API_URL: 'http://localhost:5111',
    FOAJE_AUTH_URL: 'http://127.0.0.1:5112/oauth/token',
  });
  expect(config.platformApiUrl).toBe('http://127.0.0.1:5110/');
  expect(config.managementApiUrl).toBe('http://localhost:5111/');
  expect(config.authUrl).toBe('http://127.0.0.1:5112/oauth/token');
  expect(config.siteId).toBe(LOCAL_PLATFORM_ENV.FOAJE_PLATFORM_SITE_ID);
  expect(config.platformAuth.username).toBe(LOCAL_PLATFORM_ENV.FOAJE_PLATFORM_USERNAME);
  expect(config.platformAuth.password?.reveal()).toBe(LOCAL_PLATFORM_ENV.FOAJE_PLATFORM_PASSWORD);
  expect(config.managementAuth.clientSecret?.reveal()).toBe(LOCAL_PLATFORM_ENV.FOAJE_AUTH_CLIENT_SECRET);
  // One URL moved alone: the others stay the local services' defaults.
  expect(readPlatformConfig({ FOAJE_PLATFORM_API_URL: 'http://localhost:5110/' }).managementApiUrl).toBe(
    LOCAL_PLATFORM_ENV.FOAJE_MANAGEMENT_API_URL,
  );
});

test('any platform URL off this machine is a real platform: no local credential is filled in', () => {
  for (const env of [
    { FOAJE_PLATFORM_API_URL: 'https://platform.example/' },
    { FOAJE_PLATFORM_API_URL: 'http://127.0.0.1:5110/', FOAJE_MANAGEMENT_API_URL: 'https://management.example/' },
    { FOAJE_AUTH_URL: 'https://auth.example/oauth/token' },
    // https, or no port: not one of the local services.
    { FOAJE_PLATFORM_API_URL: 'https://127.0.0.1:5110/' },
    { FOAJE_PLATFORM_API_URL: 'http://localhost/' },
  ]) {
    expect(() => readPlatformConfig(env), JSON.stringify(env)).toThrow(/FOAJE_PLATFORM_SITE_ID: missing/);
  }
});

test('an auth method is kept as written, for the HTTP client to accept or refuse', () => {
  expect(readPlatformConfig({ FOAJE_MANAGEMENT_AUTH: 'digest' }).managementAuth.method).toBe('digest');
});

test('the local defaults are the local services', () => {
  expect(readPlatformConfig({}).siteId).toBe(LOCAL_PLATFORM_ENV.FOAJE_PLATFORM_SITE_ID);
});
