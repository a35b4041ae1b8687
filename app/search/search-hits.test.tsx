import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { eventFromAttributes } from '../site/analytics/data-layer.ts';
import type { SearchDoc } from './search-document.ts';
import { SearchHits } from './search-hits.tsx';

const film: SearchDoc = {
  kind: 'film',
  title: 'Nordlys over fjorden',
  path: '/nordlys-over-fjorden',
  image: null,
  status: 'current',
  age: '12 år',
  dates: [
    {
      start: '2026-11-23 18:30:00',
      buy: 'https://billett.example/118/events/4711/purchase?kanal=web',
      event: 'e-4711',
    },
  ],
  genre: 'Drama',
  category: 'På kino nå',
};

function render(doc: SearchDoc): string {
  return renderToString(
    <MemoryRouter>
      <SearchHits groups={[{ kind: doc.kind, hits: [{ id: 0, doc }] }]} idPrefix="t" brand="Fjordheim kulturhus" />
    </MemoryRouter>,
  );
}

/** The attributes of the result's ticket link in rendered HTML (the tests run without a DOM). */
function buyLink(html: string): Map<string, string> | null {
  const tag = /<a [^>]*class="search-hit-buy[^>]*>/.exec(html)?.[0];
  if (tag === undefined) return null;
  const decode = (value: string) => value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
  return new Map([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, decode(value)]));
}

test('a result’s Kjøp billett is marked like every ticket button: BUY_TICKET with the event, film, venue, list and category', () => {
  const buy = buyLink(render(film));
  expect(buy?.get('href')).toBe(film.dates[0]?.buy);
  expect(buy?.get('rel')).toBe('noopener noreferrer');
  expect(buy?.get('data-event-id')).toBe('e-4711');
  expect(eventFromAttributes(buy?.get('data-analytics') ?? null, buy?.get('data-analytics-item') ?? null)).toEqual({
    event: 'BUY_TICKET',
    id: 'e-4711',
    name: 'Nordlys over fjorden',
    brand: 'Fjordheim kulturhus',
    listName: 'Søk',
    category: 'På kino nå',
  });
});

test('a result whose next date is sold out has no ticket link to mark', () => {
  const soldOut = { ...film, dates: [{ start: '2026-11-23 18:30:00', buy: null, event: 'e-4711' }] };
  const html = render(soldOut);
  expect(html).toContain('Nordlys over fjorden');
  expect(buyLink(html)).toBeNull();
  expect(html).not.toContain('data-analytics');
});
