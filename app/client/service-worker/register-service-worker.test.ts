import { afterEach, expect, test, vi } from 'vitest';
import { PREVIEW_ATTRIBUTE } from '../../site/analytics/data-layer.ts';
import { registerServiceWorker } from './register-service-worker.ts';

function fakeBrowser(marked: boolean) {
  const register = vi.fn(() => Promise.resolve());
  const attributes = new Set(marked ? [PREVIEW_ATTRIBUTE] : []);
  vi.stubGlobal('navigator', { serviceWorker: { controller: null, register, addEventListener: vi.fn() } });
  vi.stubGlobal('document', { documentElement: { hasAttribute: (name: string) => attributes.has(name) } });
  return register;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a page of the site registers the worker at /sw.js', () => {
  const register = fakeBrowser(false);
  registerServiceWorker();
  expect(register).toHaveBeenCalledWith('/sw.js', { updateViaCache: 'none' });
});

test('a page of the preview of drafts registers none', () => {
  const register = fakeBrowser(true);
  registerServiceWorker();
  expect(register).not.toHaveBeenCalled();
});
