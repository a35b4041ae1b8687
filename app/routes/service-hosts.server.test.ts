import { expect, test } from 'vitest';
import { readImageHost, readTicketingHost } from './site-build.server.ts';

test('FOAJE_IMAGE_HOST points images at another host; unset keeps the content value', () => {
  expect(readImageHost({ FOAJE_IMAGE_HOST: 'http://127.0.0.1:4200/' })).toBe('http://127.0.0.1:4200');
  expect(readImageHost({})).toBeUndefined();
  expect(readImageHost({ FOAJE_IMAGE_HOST: '' })).toBeUndefined();
  expect(() => readImageHost({ FOAJE_IMAGE_HOST: 'img.example.no' })).toThrow(/FOAJE_IMAGE_HOST/);
});

test('FOAJE_TICKETING_HOST points purchase links at another checkout; unset keeps the content value', () => {
  expect(readTicketingHost({ FOAJE_TICKETING_HOST: 'http://127.0.0.1:4300/' })).toBe('http://127.0.0.1:4300');
  expect(readTicketingHost({})).toBeUndefined();
  expect(readTicketingHost({ FOAJE_TICKETING_HOST: '' })).toBeUndefined();
  expect(() => readTicketingHost({ FOAJE_TICKETING_HOST: 'billett.example.no' })).toThrow(/FOAJE_TICKETING_HOST/);
});
