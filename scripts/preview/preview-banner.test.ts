import { describe, expect, it } from 'vitest';
import type { PublishOutcome } from '../publishing/publish-status.ts';
import { comparePages } from './draft-changes.ts';
import { injectPreview, previewBannerHtml } from './preview-banner.ts';

const outcome = (ok: boolean, extra: Partial<PublishOutcome> = {}): PublishOutcome => ({
  ok,
  startedAt: '2026-12-05T12:00:00.000Z',
  finishedAt: '2026-12-05T12:00:09.000Z',
  seconds: 9,
  today: '2026-12-05',
  reasons: ['webhook'],
  pagesChanged: ok ? 3 : null,
  message: ok ? 'Publisert.' : 'Publiseringen feilet.',
  problems: [],
  ...extra,
});

describe('comparePages', () => {
  it('names the pages the drafts add, change and remove, in path order', () => {
    const live = new Map([
      ['/a', '1'],
      ['/b', '2'],
      ['/gone', '3'],
    ]);
    const preview = new Map([
      ['/b', '2*'],
      ['/a', '1'],
      ['/new', '4'],
    ]);
    expect(comparePages(live, preview)).toEqual([
      { path: '/b', kind: 'changed' },
      { path: '/gone', kind: 'removed' },
      { path: '/new', kind: 'new' },
    ]);
  });
});

describe('previewBannerHtml', () => {
  it('links each changed page, counts the rest past eight, and says the live site is current', () => {
    const changes = Array.from({ length: 10 }, (_, n) => ({
      path: `/side-${String(n)}`,
      kind: 'changed' as const,
      title: `Side ${String(n)}`,
    }));
    const html = previewBannerHtml({ changes, live: outcome(true), preview: outcome(true) });
    expect(html).toContain('Utkastene endrer 10 sider:');
    expect(html).toContain('<a href="/side-0">Side 0</a> (endret)');
    expect(html).not.toContain('Side 8<');
    expect(html).toContain('og 2 sider til');
    expect(html).toContain('Nettstedet har det siste publiserte innholdet (bygget 05.12.2026, 13:00)');
  });

  it("names a failed preview's and a failed publish's problems, escaped", () => {
    const problem = {
      file: 'GET x',
      path: '$.data[3].meta.nb.title',
      detail: 'expected string, received number',
      text: 'Svaret fra GET x, feltet $.data[3].meta.nb.title: forventet tekst, fikk et tall.',
    };
    const html = previewBannerHtml({
      changes: [{ path: '/x', kind: 'new', title: '<b>Ny</b> & fin' }],
      live: outcome(false, { problems: [problem] }),
      preview: outcome(false, { problems: [problem] }),
    });
    expect(html).toContain('Forhåndsvisningen kunne ikke bygges med de siste utkastene');
    expect(html).toContain('Siste publisering feilet');
    expect(html.match(/meta\.nb\.title: forventet tekst, fikk et tall/g)).toHaveLength(2);
    expect(html).toContain('&#60;b&#62;Ny&#60;/b&#62; &#38; fin');
    expect(html).not.toContain('<b>Ny</b>');
  });

  it('says so when the drafts change nothing, and when the live site is not built yet', () => {
    const html = previewBannerHtml({ changes: [], live: undefined, preview: undefined });
    expect(html).toContain('Utkastene endrer ingen sider');
    expect(html).toContain('Nettstedet er ikke bygget ennå.');
  });
});

describe('injectPreview', () => {
  it('marks <html>, keeps the page out of search engines and puts the banner first in <body>', () => {
    const page =
      '<!DOCTYPE html><html lang="nb"><head><meta charSet="utf-8"/></head><body class="x"><div id="app"></div></body></html>';
    expect(injectPreview(page, '<aside>B</aside>')).toBe(
      '<!DOCTYPE html><html data-foaje-preview="" lang="nb"><head><meta name="robots" content="noindex, nofollow">' +
        '<link rel="stylesheet" href="/_forhandsvisning/banner.css"><meta charSet="utf-8"/></head>' +
        '<body class="x"><aside>B</aside><div id="app"></div></body></html>',
    );
  });
});
