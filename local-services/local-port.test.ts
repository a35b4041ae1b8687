import { expect, test } from 'vitest';
import { localPortOf } from './local-port.ts';

test('the port of a URL on this machine, with or without its slash', () => {
  expect(localPortOf('http://127.0.0.1:5100/')).toBe(5100);
  expect(localPortOf('http://localhost:4118')).toBe(4118);
});

test('no port for another host, https, a path or no URL: no local service stands in for it', () => {
  expect(localPortOf('https://127.0.0.1:5100/')).toBeUndefined();
  expect(localPortOf('http://api.example.no:5100/')).toBeUndefined();
  expect(localPortOf('http://127.0.0.1:5100/api/')).toBeUndefined();
  expect(localPortOf('http://127.0.0.1/')).toBeUndefined();
  expect(localPortOf(undefined)).toBeUndefined();
});
