/**
 * The rendered HTML of each block, as the prerender writes it: links, headings, images and
 * forms a visitor (or a screen reader) meets.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { BlockView } from './block-view.tsx';
import { blockDefinitions, type BlockKind } from './definitions.ts';
import {
  bindEach,
  bindOne,
  events,
  fjellet,
  jazzkveld,
  resolveBlock,
  vinterlys,
} from './block-fixtures.test-support.ts';

function render(kind: BlockKind, data: Record<string, unknown>, bound: Record<string, unknown> = {}): string {
  const definition = blockDefinitions[kind];
  if (!definition) throw new Error(`no definition for ${kind}`);
  const props = resolveBlock(definition, data, bound);
  return renderToStaticMarkup(<BlockView block={{ id: 'b', component: kind, props }} />);
}

const films = [vinterlys, fjellet];
const slideBound = {
  items: bindEach(films, '@'),
  image: bindEach(films, '@assets[type=first_image]'),
  firstNight: bindEach(films, '@properties[property=first_night].value'),
  ticketsAvailable: bindEach(films, '@ticketSales[0].available'),
};

function count(html: string, pattern: RegExp): number {
  return html.match(pattern)?.length ?? 0;
}

function images(html: string): string[] {
  return html.match(/<img [^>]*>/g) ?? [];
}

test('the slideshow gives the home page its one h1 and loads only the first slide at once', () => {
  const html = render('slideshow', { heading: 'Fjordheim kino og kulturhus' }, slideBound);
  expect(count(html, /<h1[ >]/g)).toBe(1);
  expect(html).toContain('>Fjordheim kino og kulturhus</h1>');
  const [first, second] = images(html);
  expect(first).toContain('loading="eager"');
  expect(second).toContain('loading="lazy"');
  expect(html).toContain('href="https://billett.example.no/118/events/101/purchase?kanal=web"');
  expect(html).toContain('<span class="visually-hidden">Pause</span></button>');
  expect(html).toContain('<span class="visually-hidden">Vis lysbilde 2: Fjellet</span>');
});

test('a single slide has no carousel controls', () => {
  const html = render('slideshow', { mode: 'single_fixed' }, slideBound);
  expect(html).not.toContain('<button');
});

test('every image has alt text, width and height', () => {
  const html = [
    render('slideshow', {}, slideBound),
    render(
      'cover-flow',
      { imagePlaceholder: '/images/placeholder.svg' },
      { items: bindEach(films, '@'), poster: bindEach(films, '@assets[type=first_poster]') },
    ),
    render('schedule', {}, { items: bindEach(events, '@') }),
    render('program', {}, { events: bindEach(events, '@') }),
    render(
      'culture-program',
      {},
      {
        items: bindEach([jazzkveld], '@'),
        image: bindEach([jazzkveld], '@assets[type=first_image]'),
        events: bindEach(events, '@'),
      },
    ),
    render('cover', {}, { title: 'Fjellet', image: bindOne(fjellet, '@assets[type=first_image]') }),
  ].join('');
  const all = images(html);
  expect(all.length).toBeGreaterThan(8);
  for (const image of all)
    expect(image).toMatch(/ alt="[^"]*".* width="\d+" height="\d+"| width="\d+" height="\d+".* alt="[^"]*"/);
});

test('every purchase link leaves the site with rel noopener noreferrer and a name that says which screening', () => {
  const html = render(
    'ticket-list',
    {},
    {
      events: bindEach(
        events.filter((event) => event.production.id === 'fjellet'),
        '@',
      ),
    },
  );
  expect(html).toContain('<section class="ticket-list" id="tickets"');
  const all = html.match(/<a [^>]*>.*?<\/a>/g) ?? [];
  // Beside the purchase link: the way on to the programme once every screening has started.
  const links = all.filter((link) => !link.includes('/kalender/') && !link.includes('href="/kinoprogram"'));
  expect(links).toHaveLength(1);
  expect(html).toContain('<a href="/kinoprogram">Se hele kinoprogrammet</a>');
  expect(links[0]).toContain('href="https://billett.example.no/118/events/101/purchase?kanal=web"');
  expect(links[0]).toContain('rel="noopener noreferrer"');
  expect(links[0]).toContain('class="button-primary"');
  // The date, not 'I dag': the name is read at any time after the build.
  expect(links[0]).toContain('Kjøp billett<span class="visually-hidden">: Fjellet, Lørdag 21. november 18:30</span>');
  expect(html).toContain('>Utsolgt<');
  // Every line, sold out or not, can be added to a calendar; it stays on the site.
  const calendar = all.filter((link) => link.includes('/kalender/'));
  expect(calendar.map((link) => /href="([^"]+)"/.exec(link)?.[1])).toEqual([
    '/kalender/e-101.ics',
    '/kalender/e-102.ics',
    '/kalender/e-104.ics',
  ]);
  expect(calendar[0]).toContain(
    'Legg til i kalender<span class="visually-hidden">: Fjellet, Lørdag 21. november 18:30</span>',
  );
  expect(calendar[0]).not.toContain('rel=');
});

test('the schedule shows the hidden Les mer only as the title link', () => {
  const html = render(
    'schedule',
    {},
    {
      items: bindEach(
        events.filter((event) => event.featured),
        '@',
      ),
    },
  );
  expect(html).not.toContain('Les mer');
  expect(html).toContain('<a href="/fjellet-dxm-1042">Fjellet</a>');
  expect(html).toContain('<li data-badge="true">Norgespremiere</li>');
});

test("a list block's show-more link carries no opener off the site, and stays a plain link on it", () => {
  const bound = {
    items: bindEach(
      events.filter((event) => event.featured),
      '@',
    ),
  };
  const external = render(
    'schedule',
    { showMoreLinkTitle: 'Alt i regionen', showMoreLinkUrl: 'https://region.example/kino' },
    bound,
  );
  expect(external).toContain(
    '<a class="block-more-link" href="https://region.example/kino" rel="noopener noreferrer">Alt i regionen</a>',
  );
  const onSite = render(
    'schedule',
    { showMoreLinkTitle: 'Se hele kinoprogrammet', showMoreLinkUrl: '/kinoprogram' },
    bound,
  );
  expect(onSite).toContain('<a class="block-more-link" href="/kinoprogram">Se hele kinoprogrammet</a>');
});

test('quick links open a new tab only when asked, and outbound links never carry the opener', () => {
  const html = render('quick-links', {
    cards: [
      { link: '/aldersgrenser', icon: 'age-limit', title: 'Aldersgrenser' },
      {
        link: 'https://hjelp.example.no/mobilbillett',
        openInNewTab: true,
        icon: 'phone-ticket',
        title: 'Bruk mobilen som billett',
      },
      { link: 'https://hjelp.example.no/kvittering', icon: 'receipt-check', title: 'Sjekk at kjøpet gikk gjennom' },
    ],
  });
  const links = html.match(/<a [^>]*>/g) ?? [];
  expect(links[0]).toBe('<a class="quick-links-link" href="/aldersgrenser">');
  expect(links[1]).toBe(
    '<a class="quick-links-link" href="https://hjelp.example.no/mobilbillett" rel="noopener noreferrer" target="_blank">',
  );
  expect(links[2]).toBe(
    '<a class="quick-links-link" href="https://hjelp.example.no/kvittering" rel="noopener noreferrer">',
  );
  expect(html).toContain('(åpnes i ny fane)');
});

test('the newsletter form posts a labelled, required e-mail field', () => {
  const html = render('news-subscribe', { action: 'https://nyhetsbrev.example.no/subscribe' });
  const form = /<form [^>]*>/.exec(html)?.[0] ?? '';
  expect(form).toContain('method="post"');
  expect(form).toContain('action="https://nyhetsbrev.example.no/subscribe"');
  const id = /<label class="news-subscribe-label" for="([^"]+)">E-postadresse<\/label>/.exec(html)?.[1];
  const input = /<input [^>]*>/.exec(html)?.[0] ?? '';
  expect(id).toBeTruthy();
  expect(input).toContain(`id="${id}"`);
  expect(input).toContain('type="email"');
  expect(input).toContain('name="email"');
  expect(input).toContain('required');
});

test('the programme heads its own page with one h1 and links each day', () => {
  const html = render(
    'program',
    { headingLevel: 1 },
    {
      events: bindEach(
        events.filter((event) => event.object === 'movie'),
        '@',
      ),
    },
  );
  expect(count(html, /<h1[ >]/g)).toBe(1);
  // Each day's link names it as the build day sees it, and holds the visitor's names for the clock.
  expect(html).toContain(
    '<a href="#program-2026-11-22"><span class="day-name" data-rel-day="20261122" data-rel="tomorrow"><span class="rel rel-today">I dag</span><span class="rel rel-tomorrow">I morgen</span><span class="rel rel-date">Søn. 22. nov.</span></span></a>',
  );
  expect(html).toContain('id="program-2026-11-22"');
  expect(html).toContain('<h2 class="program-day-heading"');
});

test('list blocks on the home page use h2, never h1', () => {
  const html = [
    render('cover-flow', {}, { items: bindEach(films, '@') }),
    render('schedule', {}, { items: bindEach(events, '@') }),
    render('culture-program', {}, { items: bindEach([jazzkveld], '@'), events: bindEach(events, '@') }),
  ].join('');
  expect(count(html, /<h1[ >]/g)).toBe(0);
  expect(count(html, /<h2[ >]/g)).toBe(3);
});

test('the member ratings section renders nothing until the member area fills its slot', () => {
  expect(render('movie-info', { section: 'ratings' }, { edi: 'DXM20261042', title: 'Fjellet' })).toBe('');
});

test('article text is placed as sanitised HTML', () => {
  expect(render('text', { body: '# Om oss\n\n[Ekstern](https://example.no)' })).toBe(
    '<div class="text"><div class="text-body"><h2>Om oss</h2>\n<p><a href="https://example.no" rel="noopener noreferrer">Ekstern</a></p></div></div>',
  );
});
