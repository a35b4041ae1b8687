import { expect, test } from 'vitest';
import { Theme } from '../model/site.ts';
import type { MenuItem } from '../model/site.ts';
import type { MenuNode } from '../model/page-bundle.ts';
import { linkHref } from '../engine/redirects.ts';
import { testSite } from '../engine/urls/site-fixture.test-support.ts';
import { buildSiteLayout } from './build-layout.ts';

const site = testSite({ title: 'Fjordheim kulturhus', aliases: ['fjordheim.no'], imageHost: '' });

function item(id: string, label: string, path: string, extra: Partial<MenuItem> = {}): MenuItem {
  return { id, parent: '', path, label, place: 'header', locale: 'nb', order: 0, openInNewWindow: false, ...extra };
}

function theme(menu: MenuItem[], footer: Theme['footer'] = []): Theme {
  return Theme.parse({
    id: 't1',
    name: 'Fjordheim',
    variant: 'variant-22',
    train: 'v11.0.0',
    logo: '/images/logo.svg',
    logoAlt: 'Fjordheim kulturhus',
    favicon: '/images/favicon.svg',
    search: { submitPath: '/search', enabled: false },
    language: { submitPath: '/en', enabled: false, languageIcon: '' },
    menu,
    footer,
  });
}

const labels = (nodes: MenuNode[]): string[] => nodes.map((node) => node.label);

// The sample venue's old addresses (content/redirects.json), and one that leaves the site.
const link = linkHref(
  new Map([
    ['/Kulturprogram', '/kulturprogram'],
    ['/cookies', '/article/info-om-cookies'],
    ['/billettluka', 'https://billett.example.no/118'],
  ]),
);

const specMenu = [
  item('om', 'Om Fjordheim', '/fjordheim', { order: 4 }),
  item('hjem', 'Hjem', '/', { order: 1 }),
  item('kino', 'Kinoprogram', '/kinoprogram', { order: 2 }),
  item('kultur', 'Kulturprogram', '/Kulturprogram', { order: 3 }),
  item('ansatte', 'Ansatte og avdelinger', '/ansatte-og-avdelinger', { parent: 'om', order: 1 }),
  item('venue', 'Kulturhuset', '/fjordheim', { parent: 'om', order: 3 }),
  item('leie', 'Leiepriser', '/leiepriser', { parent: 'om', order: 2 }),
  item('jubileum', 'Jubileum', '/om-jubileet', { order: 5 }),
  item('om-jubileet', 'Om jubileet', '/om-jubileet', { parent: 'jubileum', order: 1 }),
  item('personvern', 'Personvernerklæring', '/personvern', { place: 'footer', order: 1 }),
  item('cookies', 'Info om cookies', '/article/info-om-cookies', { place: 'footer', order: 2 }),
];

test('the header menu lists top-level items in order with their sub-items in order', () => {
  const layout = buildSiteLayout(site, theme(specMenu), link);

  expect(labels(layout.headerMenu)).toEqual(['Hjem', 'Kinoprogram', 'Kulturprogram', 'Om Fjordheim', 'Jubileum']);
  const about = layout.headerMenu.find((node) => node.id === 'om');
  expect(about?.href).toBe('/fjordheim');
  expect(labels(about?.children ?? [])).toEqual(['Ansatte og avdelinger', 'Leiepriser', 'Kulturhuset']);
  expect(labels(layout.headerMenu.find((node) => node.id === 'jubileum')?.children ?? [])).toEqual(['Om jubileet']);
});

test('footer menu items stay out of the header menu and form the footer menu', () => {
  const layout = buildSiteLayout(site, theme(specMenu), link);

  expect(labels(layout.footerMenu)).toEqual(['Personvernerklæring', 'Info om cookies']);
  expect(layout.footerMenu.map((node) => node.href)).toEqual(['/personvern', '/article/info-om-cookies']);
  expect(labels(layout.headerMenu)).not.toContain('Personvernerklæring');
});

test('a menu link to an old path of the redirect table links the page it leads to', () => {
  const layout = buildSiteLayout(site, theme(specMenu), link);

  // The spec's menu links /Kulturprogram; the page is /kulturprogram (spec §2.2, §2.5).
  expect(layout.headerMenu.find((node) => node.id === 'kultur')).toMatchObject({
    href: '/kulturprogram',
    external: false,
  });
});

test("a menu link to an old path on the site's own host, or to one that leaves the site, links where it leads", () => {
  const menu = [
    item('kultur', 'Kultur', 'https://www.fjordheim.no/Kulturprogram?fra=meny'),
    item('billett', 'Billetter', '/billettluka'),
  ];

  const [kultur, billett] = buildSiteLayout(site, theme(menu), link).headerMenu;

  expect(kultur).toMatchObject({ href: '/kulturprogram?fra=meny', external: false });
  expect(billett).toMatchObject({ href: 'https://billett.example.no/118', external: true });
});

test('a menu item whose parent is unknown fails the build, naming the item and the parent', () => {
  const menu = [item('hjem', 'Hjem', '/'), item('leie', 'Leiepriser', '/leiepriser', { parent: 'om-oss' })];

  expect(() => buildSiteLayout(site, theme(menu), link)).toThrow(/"leie".*"om-oss"/);
});

test('a footer item cannot hang under a header item', () => {
  const menu = [
    item('om', 'Om oss', '/om'),
    item('cookies', 'Info om cookies', '/cookies', { place: 'footer', parent: 'om' }),
  ];

  expect(() => buildSiteLayout(site, theme(menu), link)).toThrow(/"cookies".*footer menu/);
});

test('menu items whose parents loop fail the build instead of disappearing', () => {
  const menu = [item('a', 'A', '/a', { parent: 'b' }), item('b', 'B', '/b', { parent: 'a' })];

  expect(() => buildSiteLayout(site, theme(menu), link)).toThrow(/parent loop/);
});

test('two menu items with the same id fail the build', () => {
  const menu = [item('a', 'A', '/a'), item('a', 'B', '/b')];

  expect(() => buildSiteLayout(site, theme(menu), link)).toThrow(/"a" appears twice/);
});

test('an absolute link to another host is external and keeps its new-window setting', () => {
  const menu = [item('billett', 'Billetthjelp', 'https://billett.example.no/hjelp', { openInNewWindow: true })];

  const [node] = buildSiteLayout(site, theme(menu), link).headerMenu;

  expect(node).toMatchObject({ href: 'https://billett.example.no/hjelp', external: true, openInNewWindow: true });
});

test('menu items in another locale are left out', () => {
  const menu = [
    item('hjem', 'Hjem', '/'),
    item('home', 'Home', '/en', { locale: 'en' }),
    item('kino', 'Kino', '/kinoprogram', { locale: 'nb-NO' }),
  ];

  expect(labels(buildSiteLayout(site, theme(menu), link).headerMenu)).toEqual(['Hjem', 'Kino']);
});

test('footer columns and their items come in order', () => {
  const footer: Theme['footer'] = [
    {
      locale: 'nb',
      title: 'Sosiale medier',
      order: 3,
      items: [{ type: 'text', value: 'Instagram', href: 'https://instagram.com/fjordheim', order: 1 }],
    },
    {
      locale: 'nb',
      title: 'Besøksadresse',
      order: 1,
      items: [
        { type: 'text', value: '6900 Florø', order: 2 },
        { type: 'text', value: 'Strandgata 1', order: 1 },
      ],
    },
    { locale: 'nb', title: 'Åpningstider', order: 2, items: [{ type: 'text', value: 'Alle dager 16–23', order: 1 }] },
  ];

  const columns = buildSiteLayout(site, theme(specMenu, footer), link).footerColumns;

  expect(columns.map((column) => column.title)).toEqual(['Besøksadresse', 'Åpningstider', 'Sosiale medier']);
  expect(columns[0]?.items.map((entry) => entry.value)).toEqual(['Strandgata 1', '6900 Florø']);
  expect(columns[2]?.items[0]).toEqual({ type: 'text', value: 'Instagram', href: 'https://instagram.com/fjordheim' });
});

test('footer HTML keeps its formatting but loses scripts and event handlers', () => {
  const footer: Theme['footer'] = [
    {
      locale: 'nb',
      title: 'Åpningstider',
      order: 1,
      items: [
        {
          type: 'html',
          value: '<p onclick="steal()">Alle dager <strong>16–23</strong></p><script>steal()</script>',
          order: 1,
        },
      ],
    },
  ];

  const html = buildSiteLayout(site, theme(specMenu, footer), link).footerColumns[0]?.items[0]?.value ?? '';

  expect(html).toContain('<strong>16–23</strong>');
  expect(html).not.toContain('script');
  expect(html).not.toContain('onclick');
});

test('footer links to an old path, as an item or inside its HTML, link the page it leads to', () => {
  const footer: Theme['footer'] = [
    {
      locale: 'nb',
      title: 'Om oss',
      order: 1,
      items: [
        { type: 'text', value: 'Informasjonskapsler', href: '/cookies', order: 1 },
        { type: 'html', value: '<p>Se <a href="/Kulturprogram">kulturprogrammet</a></p>', order: 2 },
      ],
    },
  ];

  const [cookies, html] = buildSiteLayout(site, theme(specMenu, footer), link).footerColumns[0]?.items ?? [];

  expect(cookies?.href).toBe('/article/info-om-cookies');
  expect(html?.value).toBe('<p>Se <a href="/kulturprogram">kulturprogrammet</a></p>');
});

test('the layout carries the logo, its alt text and the disabled search and language switch', () => {
  const layout = buildSiteLayout(site, theme(specMenu), link);

  expect(layout).toMatchObject({
    siteTitle: 'Fjordheim kulturhus',
    venue: 'Fjordheim',
    logo: '/images/logo.svg',
    logoAlt: 'Fjordheim kulturhus',
    search: { submitPath: '/search', enabled: false },
    language: { enabled: false },
  });
});

test("the layout carries the logo's size when the theme knows it, and none when it does not", () => {
  expect(buildSiteLayout(site, { ...theme([]), logoSize: { width: 360, height: 80 } }, link).logoSize).toEqual({
    width: 360,
    height: 80,
  });
  expect(buildSiteLayout(site, theme([]), link)).not.toHaveProperty('logoSize');
});
