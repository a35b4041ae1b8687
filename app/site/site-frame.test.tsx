import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import type { MenuNode, SiteLayout } from '../model/page-bundle.ts';
import { NotFoundView } from './not-found-view.tsx';
import { afterFrameOf, markedPath, SiteFrame } from './site-frame.tsx';

function node(id: string, label: string, href: string, extra: Partial<MenuNode> = {}): MenuNode {
  return { id, label, href, external: false, openInNewWindow: false, children: [], ...extra };
}

const layout: SiteLayout = {
  siteTitle: 'Fjordheim kulturhus',
  venue: 'Fjordheim',
  host: 'https://www.fjordheim.no',
  logo: '/images/logo.svg',
  logoAlt: 'Fjordheim kulturhus',
  favicon: '/images/favicon.svg',
  themeVariant: 'variant-22',
  headerMenu: [
    node('hjem', 'Hjem', '/'),
    node('kino', 'Kinoprogram', '/kinoprogram'),
    node('kultur', 'Kulturprogram', '/Kulturprogram'),
    node('om', 'Om Fjordheim', '/fjordheim', {
      children: [
        node('ansatte', 'Ansatte og avdelinger', '/ansatte-og-avdelinger'),
        node('leie', 'Leiepriser', '/leiepriser'),
        node('venue', 'Kulturhuset', '/fjordheim'),
      ],
    }),
    node('jubileum', 'Jubileum', '#', { children: [node('om-jubileet', 'Om jubileet', '/om-jubileet')] }),
    node('billett', 'Billetthjelp', 'https://billett.example.no/hjelp', { external: true, openInNewWindow: true }),
    node('app', 'Appen', 'https://app.example.no', { external: true }),
  ],
  footerMenu: [
    node('personvern', 'Personvernerklæring', '/personvern'),
    node('cookies', 'Info om cookies', '/article/info-om-cookies'),
  ],
  footerColumns: [
    {
      title: 'Besøksadresse',
      items: [
        { type: 'text', value: 'Strandgata 1' },
        { type: 'text', value: '6900 Florø' },
      ],
    },
    { title: 'Åpningstider', items: [{ type: 'html', value: '<p>Alle dager <strong>16–23</strong></p>' }] },
    { title: 'Følg oss', items: [{ type: 'text', value: 'Instagram', href: 'https://instagram.com/fjordheim' }] },
  ],
  search: { submitPath: '/search', enabled: false },
  language: { submitPath: '/en', enabled: false, languageIcon: '' },
};

function render(element: ReactNode, path = '/'): string {
  return renderToString(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

function frame(currentPath: string, overrides: Partial<SiteLayout> = {}): string {
  return render(
    <SiteFrame layout={{ ...layout, ...overrides }} currentPath={currentPath}>
      <p>Innhold</p>
    </SiteFrame>,
    currentPath,
  );
}

/** The opening `<a …>` tag of the link whose text starts with `label`. */
function anchor(html: string, label: string): string {
  const match = new RegExp(`<a\\b([^>]*)>(?:<!-- -->)?${label}`).exec(html);
  if (!match) throw new Error(`No link "${label}" in the markup`);
  return match[0];
}

test('the page has a skip link to the main content, a labelled main menu, main and footer', () => {
  const html = frame('/');

  expect(html).toMatch(/<a class="skip-link" href="#main">Hopp til hovedinnhold<\/a>/);
  expect(html).toMatch(/<nav[^>]*aria-label="Hovedmeny"/);
  expect(html).toMatch(/<main id="main" tabindex="-1"><p>Innhold<\/p><\/main>/);
  expect(html).toMatch(/<footer/);
  expect(html).toMatch(/<nav aria-label="Bunnmeny"/);
});

test("the logo links home and carries the theme's alt text", () => {
  const html = frame('/kinoprogram');

  expect(html).toMatch(
    /<a class="site-logo" href="\/"[^>]*><img src="\/images\/logo.svg" alt="Fjordheim kulturhus"\/><\/a>/,
  );
});

test('a logo of known size has its box before the file arrives, so the menu beside it does not move', () => {
  const html = frame('/kinoprogram', { logoSize: { width: 360, height: 80 } });

  expect(html).toMatch(/<img src="\/images\/logo.svg" alt="Fjordheim kulturhus" width="360" height="80"\/>/);
});

test('the current page is marked in the menu, and only it', () => {
  const html = frame('/kinoprogram');

  expect(anchor(html, 'Kinoprogram')).toContain('aria-current="page"');
  expect(anchor(html, 'Hjem')).not.toContain('aria-current');
  expect(html.match(/aria-current="page"/g)).toHaveLength(1);
});

test('the culture programme is marked current although the menu spells it /Kulturprogram', () => {
  expect(anchor(frame('/kulturprogram'), 'Kulturprogram')).toContain('aria-current="page"');
});

test("a sub-page marks its own link and its section's parent", () => {
  const html = frame('/leiepriser');

  expect(anchor(html, 'Leiepriser')).toContain('aria-current="page"');
  expect(anchor(html, 'Om Fjordheim')).toContain('is-current-section');
});

test('a parent with its own page stays a link, with a separate toggle for its sub-menu', () => {
  const html = frame('/');

  expect(anchor(html, 'Om Fjordheim')).toContain('href="/fjordheim"');
  expect(html).toMatch(
    /<summary[^>]*aria-controls="[^"]+"[^>]*><span class="visually-hidden">Undermeny for Om Fjordheim<\/span>/,
  );
  for (const label of ['Ansatte og avdelinger', 'Leiepriser', 'Kulturhuset']) expect(html).toContain(`>${label}</a>`);
});

test('a parent without a page of its own is the toggle itself', () => {
  const html = frame('/');

  expect(html).toMatch(/<summary[^>]*>Jubileum<svg/);
  expect(anchor(html, 'Om jubileet')).toContain('href="/om-jubileet"');
});

test('sub-menus toggle without scripts: each is a details element whose summary names its list', () => {
  const html = frame('/');
  const controls = [...html.matchAll(/<summary[^>]*aria-controls="([^"]+)"/g)].map((match) => match[1]);

  expect(controls).toHaveLength(2);
  for (const id of controls) expect(html).toContain(`<ul id="${id}" class="submenu-list">`);
  // aria-expanded is only written once scripts keep it true; the 404 page never runs them.
  expect(html).not.toMatch(/<summary[^>]*aria-expanded/);
});

test('on a phone the Meny button opens the menu panel without scripts', () => {
  const html = frame('/');
  const target = /<button type="button" class="site-nav-toggle" popoverTarget="([^"]+)"/i.exec(html)?.[1];

  expect(target).toBeDefined();
  // The word is in a span of its own: below 440px it is visually hidden (header.css) yet still names the button.
  expect(html).toMatch(/class="site-nav-toggle"[^>]*>.*?<span class="site-nav-toggle-label">Meny<\/span><\/button>/);
  expect(html).toContain(`id="${target}" class="site-nav-panel" popover="auto"`);
});

test('an external link opening a new tab gets rel noopener and says so', () => {
  const link = /<a href="https:\/\/billett\.example\.no\/hjelp"[^>]*>.*?<\/a>/.exec(frame('/'))?.[0] ?? '';

  expect(link).toContain('rel="noopener noreferrer"');
  expect(link).toContain('target="_blank"');
  expect(link).toContain('(åpnes i ny fane)');
});

test('an external link without a new-window setting stays in the tab', () => {
  const link = anchor(frame('/'), 'Appen');

  expect(link).toContain('rel="noopener noreferrer"');
  expect(link).not.toContain('target=');
});

test('disabled search and language switch render nothing', () => {
  const html = frame('/');

  expect(html).not.toContain('role="search"');
  expect(html).not.toContain('site-language');
});

test('enabled search submits q to its path, and the language link leads to its path', () => {
  const html = frame('/', {
    search: { submitPath: '/search', enabled: true },
    language: { submitPath: '/en', enabled: true, languageIcon: '' },
  });

  const form = /<form role="search"[^>]*>/.exec(html)?.[0] ?? '';
  expect(form).toContain('action="/search"');
  expect(form).toContain('method="get"');
  expect(html).toMatch(/<input[^>]*type="search"[^>]*name="q"/);
  expect(html).toMatch(/<label for="[^"]+" class="visually-hidden">Søk på nettstedet<\/label>/);
  expect(anchor(html, '<svg')).toContain('href="/en"');
});

test('enabled search sits behind a Søk button in the bar that opens its panel without scripts', () => {
  const html = frame('/', { search: { submitPath: '/search', enabled: true } });

  const target =
    /<button type="button" class="site-search-toggle" popoverTarget="([^"]+)"[^>]*>.*?<span class="visually-hidden">Søk<\/span><\/button>/i.exec(
      html,
    )?.[1];
  expect(target).toBeDefined();
  const panel = html.slice(html.indexOf(`id="${target}"`));
  expect(panel).toMatch(/^id="[^"]+" class="site-search-panel" popover="auto"><form role="search"/);
  // Outside the menu panel: on a phone the field must not hide behind 'Meny'.
  const nav = /<nav[^>]*class="site-nav"[^>]*>.*?<\/nav>/s.exec(html)?.[0] ?? '';
  expect(nav).not.toContain('role="search"');
});

test('the footer shows its three columns, sanitised HTML as markup, and the footer menu', () => {
  const html = frame('/');

  for (const title of ['Besøksadresse', 'Åpningstider', 'Følg oss'])
    expect(html).toContain(`<h2 class="site-footer-title">${title}</h2>`);
  expect(html).toContain('Strandgata 1');
  expect(html).toContain('<p>Alle dager <strong>16–23</strong></p>');
  expect(anchor(html, 'Personvernerklæring')).toContain('href="/personvern"');
  expect(anchor(html, 'Info om cookies')).toContain('href="/article/info-om-cookies"');
});

test('a social link in the footer leaves the site safely', () => {
  const link = /<a href="https:\/\/instagram\.com\/fjordheim"[^>]*>/.exec(frame('/'))?.[0] ?? '';

  expect(link).toContain('rel="noopener noreferrer"');
});

test('the footer menu marks the privacy page when it is shown', () => {
  expect(anchor(frame('/personvern'), 'Personvernerklæring')).toContain('aria-current="page"');
});

test('the frame marks a page only when one of its links leads there, so other pages leave it as it is', () => {
  expect(markedPath(layout, '/')).toBe('/');
  expect(markedPath(layout, '/kulturprogram')).toBe('/kulturprogram');
  // A sub-menu entry (its section is marked too) and a footer-menu entry.
  expect(markedPath(layout, '/leiepriser')).toBe('/leiepriser');
  expect(markedPath(layout, '/personvern')).toBe('/personvern');
  // A film page and a culture page: no link of the frame leads there.
  expect(markedPath(layout, '/bestevenner-for-alltid')).toBeUndefined();
  expect(markedPath(layout, '/bukkene-bruse')).toBeUndefined();
  expect(markedPath(layout, undefined)).toBeUndefined();
});

test('the not-found page says so in Bokmål and links to the front page and both programmes', () => {
  const html = render(<NotFoundView layout={layout} />, '/finnes-ikke');

  expect(html).toContain('<h1>Fant ikke siden</h1>');
  expect(anchor(html, 'Til forsiden')).toContain('href="/"');
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  expect(anchor(main, 'Kinoprogram')).toContain('href="/kinoprogram"');
  expect(anchor(main, 'Kulturprogram')).toContain('href="/kulturprogram"');
  expect(html).toContain('aria-label="Hovedmeny"');
  expect(html).not.toContain('aria-current');
});

test('after the frame comes what the deepest route asks for, else nothing', () => {
  const banner = <aside>banner</aside>;
  const other = <aside>other</aside>;
  expect(afterFrameOf([undefined, { afterFrame: banner }])).toBe(banner);
  // A member page under its layout route: neither asks, so no banner.
  expect(afterFrameOf([undefined, undefined, undefined])).toBeNull();
  expect(afterFrameOf([{ afterFrame: other }, { afterFrame: banner }])).toBe(banner);
  expect(afterFrameOf([{ afterFrame: banner }, { title: 'no frame wish' }])).toBe(banner);
});
