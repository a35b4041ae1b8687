import { expect, test } from 'vitest';
import { readImageHost } from './site-build.server.ts';

test('FOAJE_IMAGE_HOST points images at another host; unset keeps the content value', () => {
  expect(readImageHost({ FOAJE_IMAGE_HOST: 'http://127.0.0.1:4200/' })).toBe('http://127.0.0.1:4200');
  expect(readImageHost({})).toBeUndefined();
  expect(readImageHost({ FOAJE_IMAGE_HOST: '' })).toBeUndefined();
  expect(() => readImageHost({ FOAJE_IMAGE_HOST: 'img.example.no' })).toThrow(/FOAJE_IMAGE_HOST/);
});
