import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../model/page-bundle.ts';
import { idlePrefetchPlan, payloadUrl } from './idle-prefetch-plan.ts';

const node = (href: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id: href,
  label: href,
  href,
  external: false,
  openInNewWindow: false,
  children: [],
  ...extra,
});
const content = (path: string) => !path.startsWith('/logg-inn');
const menu = [
  node('/'),
  node('/kinoprogram'),
  node('/kulturprogram'),
  node('/om-oss', { children: [node('/om-oss/ansatte')] }),
];

const withCode = (path: string) => ({ path, code: true });
const payloadOnly = (path: string) => ({ path, code: false });

describe('idlePrefetchPlan', () => {
  it('brings the content route’s code with the first page, and only the payload of the others', () => {
    expect(idlePrefetchPlan(menu, '/logg-inn', content)).toEqual([
      withCode('/'),
      payloadOnly('/kinoprogram'),
      payloadOnly('/kulturprogram'),
      payloadOnly('/om-oss'),
    ]);
  });

  it('brings no content code when the page idle is a content page: that code runs already', () => {
    expect(idlePrefetchPlan(menu, '/om-oss/ansatte', content)).toEqual([
      payloadOnly('/'),
      payloadOnly('/kinoprogram'),
      payloadOnly('/kulturprogram'),
      payloadOnly('/om-oss'),
    ]);
  });

  it('leaves out the page current at the idle moment: the page just left waits for the next one', () => {
    expect(idlePrefetchPlan(menu, '/', content).map((step) => step.path)).toEqual([
      '/kinoprogram',
      '/kulturprogram',
      '/om-oss',
    ]);
    expect(idlePrefetchPlan(menu, '/kinoprogram/', content).map((step) => step.path)).toEqual([
      '/',
      '/kulturprogram',
      '/om-oss',
    ]);
  });

  it('prefetches a page of another route with its own code', () => {
    expect(idlePrefetchPlan([node('/logg-inn'), node('/kinoprogram'), node('/')], '/', content)).toEqual([
      withCode('/logg-inn'),
      payloadOnly('/kinoprogram'),
    ]);
  });

  it('skips external links, new-tab links, toggles without a path and repeats', () => {
    const nodes = [
      node('https://example.com', { external: true }),
      node('/billetter', { openInNewWindow: true }),
      node('#', { children: [node('/a')] }),
      node('/kinoprogram'),
      node('/kinoprogram'),
    ];
    expect(idlePrefetchPlan(nodes, '/logg-inn', content)).toEqual([withCode('/kinoprogram')]);
  });

  it('without knowing the content pages, brings every page’s own code', () => {
    expect(idlePrefetchPlan(menu.slice(0, 2), undefined, () => false)).toEqual([
      withCode('/'),
      withCode('/kinoprogram'),
    ]);
  });
});

describe('payloadUrl', () => {
  it('is the address React Router’s client fetches a page’s payload from', () => {
    expect(payloadUrl('/')).toBe('/_.data');
    expect(payloadUrl('/kinoprogram')).toBe('/kinoprogram.data');
    expect(payloadUrl('/om-oss/')).toBe('/om-oss/_.data');
    expect(payloadUrl('/kinoprogram?alder=6#program-2026-11-21')).toBe('/kinoprogram.data?alder=6');
  });
});
