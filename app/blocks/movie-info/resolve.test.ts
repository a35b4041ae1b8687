import { expect, test } from 'vitest';
import { bindOne, expectPlainJson, fjellet, jazzkveld, resolveBlock } from '../block-fixtures.test-support.ts';
import { movieInfoBlock } from './resolve.ts';

function infoBound(production: unknown) {
  return {
    title: bindOne(production, '@title'),
    object: bindOne(production, '@object'),
    synopsis: bindOne(production, '@contents[0].body'),
    features: bindOne(production, '@features'),
    director: bindOne(production, '@properties[property=director].value'),
    country: bindOne(production, '@properties[property=country].value'),
    year: bindOne(production, '@properties[property=year].value'),
    duration: bindOne(production, '@properties[property=duration].value'),
    edi: bindOne(production, '@edi'),
  };
}

test('the film synopsis is sanitised and shown with keywords and facts', () => {
  const props = resolveBlock(movieInfoBlock, {}, infoBound(fjellet));
  expect(props).toEqual({
    section: 'about',
    heading: 'Om filmen',
    synopsisHtml: '<p>Tre søsken går <em>over vidda</em>.</p>',
    keywords: ['12 år', 'Norsk tale', '2D'],
    facts: [
      { label: 'Regi', value: 'Kari Nordmann' },
      { label: 'Land', value: 'Norge' },
      { label: 'År', value: '2026' },
      { label: 'Lengde', value: '1 t 46 min' },
    ],
  });
  expectPlainJson(props);
});

test('a culture item is about the event and shows only the facts it has', () => {
  const props = resolveBlock(movieInfoBlock, {}, infoBound(jazzkveld));
  expect(props).toMatchObject({ heading: 'Om arrangementet', facts: [], keywords: ['18 år'] });
});

test('the ratings section carries the EDI number the member API is asked with', () => {
  expect(resolveBlock(movieInfoBlock, { section: 'ratings' }, infoBound(fjellet))).toEqual({
    section: 'ratings',
    heading: 'Publikums vurderinger',
    edi: 'DXM20261042',
    title: 'Fjellet',
  });
});
