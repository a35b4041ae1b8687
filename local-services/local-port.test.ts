import { expect, test } from 'vitest';
import { localPortOf, localPortOption } from './local-port.ts';

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

test('an endpoint URL gives its port when its path is the service’s own', () => {
  expect(localPortOf('http://127.0.0.1:5112/oauth/token', '/oauth/token')).toBe(5112);
  expect(localPortOf('http://localhost:5112/oauth/token', '/oauth/token')).toBe(5112);
  // Another path is a service the local one does not stand in for.
  expect(localPortOf('http://127.0.0.1:5112/token', '/oauth/token')).toBeUndefined();
  expect(localPortOf('http://127.0.0.1:5112/', '/oauth/token')).toBeUndefined();
  expect(localPortOf('http://127.0.0.1:5112/oauth/token')).toBeUndefined();
});

test('as a service option: the port, or nothing so the service keeps its own', () => {
  expect(localPortOption('http://127.0.0.1:5110/')).toEqual({ port: 5110 });
  expect(localPortOption('https://platform.example/')).toEqual({});
  expect(localPortOption(undefined)).toEqual({});
});
