import { expect, test } from 'vitest';
import { readPublicConfig } from './public-config.ts';

test('without variables the browser talks to the local reference services', () => {
  expect(readPublicConfig({})).toEqual({
    partnerApis: { '118': 'http://127.0.0.1:4118/', '178': 'http://127.0.0.1:4178/' },
    runtimeApi: 'http://127.0.0.1:4100/',
    ticketingHost: '',
  });
});

test("the ticketing provider's origin is the one the content's site names", () => {
  expect(readPublicConfig({}, 'https://billett.example').ticketingHost).toBe('https://billett.example');
});

test('configured URLs are used, each ending in a slash', () => {
  const config = readPublicConfig({
    FOAJE_PARTNER_API_118: 'https://api.example/118',
    FOAJE_RUNTIME_API: 'https://rt.example/v1/',
  });
  expect(config.partnerApis['118']).toBe('https://api.example/118/');
  expect(config.runtimeApi).toBe('https://rt.example/v1/');
});

test('a malformed URL fails, naming the variable', () => {
  expect(() => readPublicConfig({ FOAJE_RUNTIME_API: 'not a url' })).toThrow(/FOAJE_RUNTIME_API/);
});
