import { expect, test } from 'vitest';
import { expectPlainJson, resolveBlock } from '../block-fixtures.test-support.ts';
import { linkHref } from '../../engine/redirects.ts';
import { quickLinksBlock } from './resolve.ts';

const cards = [
  { link: '/aldersgrenser', icon: 'age-limit', title: 'Aldersgrenser', text: 'Hvem kan se hva?' },
  {
    link: 'https://hjelp.example.no/mobilbillett',
    openInNewTab: true,
    icon: 'phone-ticket',
    title: 'Bruk mobilen som billett',
  },
  { link: 'https://hjelp.example.no/kvittering', icon: 'receipt-check', title: 'Sjekk at kjøpet gikk gjennom' },
];

test('site links stay on the site, external links are marked external', () => {
  const props = resolveBlock(quickLinksBlock, { cards });
  expect(props.cards.map((card) => [card.link, card.external, card.openInNewTab])).toEqual([
    ['/aldersgrenser', false, false],
    ['https://hjelp.example.no/mobilbillett', true, true],
    ['https://hjelp.example.no/kvittering', true, false],
  ]);
  expect(props.cards[2]?.text).toBe('');
  expect(props.title).toBeNull();
  expectPlainJson(props);
});

test('a card with an unknown icon or a link that is neither a path nor https is refused', () => {
  expect(() => resolveBlock(quickLinksBlock, { cards: [{ ...cards[0], icon: 'rocket' }] })).toThrow();
  expect(() => resolveBlock(quickLinksBlock, { cards: [{ ...cards[0], link: 'javascript:alert(1)' }] })).toThrow();
});

test('a card linking an old path links the page it leads to, external when the redirect leaves the site', () => {
  const link = linkHref(
    new Map([
      ['/aldre', '/aldersgrenser'],
      ['/mobilbillett', 'https://hjelp.example.no/mobilbillett'],
    ]),
  );
  const oldCards = [
    { ...cards[0], link: '/aldre' },
    { ...cards[2], link: '/mobilbillett' },
  ];
  const props = resolveBlock(quickLinksBlock, { cards: oldCards }, {}, { link });
  expect(props.cards.map((card) => [card.link, card.external])).toEqual([
    ['/aldersgrenser', false],
    ['https://hjelp.example.no/mobilbillett', true],
  ]);
});
