import { expect, test } from 'vitest';
import { createBuildProgress } from './build-progress.ts';

function recorder(isTTY: boolean) {
  let text = '';
  return { out: { isTTY, write: (chunk: string) => (text += chunk) }, text: () => text };
}

function renderPages(progress: ReturnType<typeof createBuildProgress>, count: number) {
  for (let page = 1; page <= count; page++) {
    progress.renderLine(`Prerender (data): /p${page} -> build/client/p${page}.data`);
    progress.renderLine(`Prerender (html): /p${page} -> build/client/p${page}/index.html`);
  }
}

test('a log shows pages rendered out of the total at each quarter, with the time', () => {
  const log = recorder(false);
  const progress = createBuildProgress({ total: () => 8, quiet: false, out: log.out, now: () => 0 });
  renderPages(progress, 8);
  expect(log.text().trim().split('\n')).toEqual([
    'Rendering pages 2/8 (0.0 s)',
    'Rendering pages 4/8 (0.0 s)',
    'Rendering pages 6/8 (0.0 s)',
    'Rendering pages 8/8 (0.0 s)',
  ]);
});

test('a terminal gets one line rewritten per page, ended before the next note', () => {
  const terminal = recorder(true);
  const progress = createBuildProgress({ total: () => 3, quiet: false, out: terminal.out, now: () => 0 });
  renderPages(progress, 3);
  progress.note('✓ Built');
  expect(terminal.text()).toBe(
    '\rRendering pages 1/3 (0.0 s)\rRendering pages 2/3 (0.0 s)\rRendering pages 3/3 (0.0 s)\n✓ Built\n',
  );
});

test('fetches and retries are named by endpoint', () => {
  const log = recorder(false);
  const progress = createBuildProgress({ total: () => 1, quiet: false, out: log.out });
  progress.fetch({ type: 'retry', endpoint: 'GET http://p/sites', retry: 1, reason: 'HTTP 503', delayMs: 500 });
  progress.fetch({ type: 'fetched', endpoint: 'GET http://p/sites', ms: 41.6 });
  expect(log.text()).toBe('  GET http://p/sites: HTTP 503; try 2 in 0.5 s\n  fetched GET http://p/sites (42 ms)\n');
});

test('under CI nothing is printed', () => {
  const log = recorder(false);
  const progress = createBuildProgress({ total: () => 4, quiet: true, out: log.out });
  progress.fetch({ type: 'fetched', endpoint: 'GET http://p/sites', ms: 3 });
  renderPages(progress, 4);
  progress.note('Content: …');
  progress.done();
  expect(log.text()).toBe('');
});

test('batches of pages from the render workers advance the same count', () => {
  const log = recorder(false);
  const progress = createBuildProgress({ total: () => 64, quiet: false, out: log.out, now: () => 0 });
  progress.pages(32);
  progress.pages(30);
  progress.pages(2);
  expect(log.text().trim().split('\n')).toEqual([
    'Rendering pages 32/64 (0.0 s)',
    'Rendering pages 62/64 (0.0 s)',
    'Rendering pages 64/64 (0.0 s)',
  ]);
});
