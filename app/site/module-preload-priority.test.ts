import { expect, test } from 'vitest';
import { withLowPriorityModulePreloads } from './module-preload-priority.ts';

const head =
  '<head><link rel="stylesheet" href="/assets/style-A.css"/><link rel="preload" as="image" href="/i.svg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-B.js"/><link rel="modulepreload" href="/assets/root-C.js"/></head>';

test('every module preload of the page is fetched at low priority, nothing else changes', () => {
  const html = withLowPriorityModulePreloads(head);
  expect(html).toBe(
    '<head><link rel="stylesheet" href="/assets/style-A.css"/><link rel="preload" as="image" href="/i.svg" fetchPriority="high"/>' +
      '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-B.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/root-C.js"/></head>',
  );
});

test('a page edited once is not edited again, and a link with its own priority keeps it', () => {
  const once = withLowPriorityModulePreloads(head);
  expect(withLowPriorityModulePreloads(once)).toBe(once);
  const own = '<link rel="modulepreload" href="/a.js" fetchPriority="high"/>';
  expect(withLowPriorityModulePreloads(own)).toBe(own);
});
