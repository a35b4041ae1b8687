import { expect, test } from 'vitest';
import { Production } from '../../model/production.ts';
import { bindEach, expectPlainJson, fjellet, resolveBlock, vinterlys } from '../block-fixtures.test-support.ts';
import { coverFlowBlock } from './resolve.ts';

function cardBound(items: readonly Production[]) {
  return {
    items: bindEach(items, '@'),
    poster: bindEach(items, '@assets[type=first_poster]'),
    firstNight: bindEach(items, '@properties[property=first_night].value'),
    genre: bindEach(items, '@properties[property=genre].value'),
  };
}

const home = {
  title: 'Filmer',
  showMoreLinkTitle: 'Se alle filmer',
  showMoreLinkUrl: '/filmer',
  imagePlaceholder: '/images/placeholder.svg',
};

test('the home cover flow shows posters linking to the film pages, with Se alle filmer', () => {
  const props = resolveBlock(coverFlowBlock, home, cardBound([fjellet]));
  expect(props).toMatchObject({
    title: 'Filmer',
    headingLevel: 2,
    displayType: 'carousel',
    moreLink: { title: 'Se alle filmer', url: '/filmer' },
  });
  expect(props.cards[0]).toMatchObject({
    title: 'Fjellet',
    subtitle: 'Drama',
    category: 'På kino nå',
    type: 'movie',
    link: '/fjellet-dxm-1042',
    date: '2026-11-13',
  });
  expect(props.cards[0]?.image).toMatchObject({ width: 270, height: 480, alt: 'Plakat for Fjellet' });
  expect(props.cards[0]?.image?.src).toContain('/images/fjellet-poster.jpg?w=270&h=480');
  expectPlainJson(props);
});

test('an upcoming film is Kommende filmer with its premiere date as subtitle', () => {
  const [card] = resolveBlock(coverFlowBlock, home, cardBound([vinterlys])).cards;
  expect(card).toMatchObject({
    category: 'Kommende filmer',
    subtitle: 'Premiere 4. des.',
    link: '/vinterlys-DXM20261201',
  });
});

test('a film without a poster shows the placeholder at its own size', () => {
  const [card] = resolveBlock(coverFlowBlock, home, cardBound([vinterlys])).cards;
  expect(card?.image).toMatchObject({ width: 280, height: 385, alt: '' });
  expect(card?.image?.src).toContain('/images/placeholder.svg?w=280&h=385');
});

test('without a placeholder a film without a poster has no image', () => {
  expect(resolveBlock(coverFlowBlock, { title: 'Filmer' }, cardBound([vinterlys])).cards[0]?.image).toBeNull();
});

test('films now showing come first, newest first; upcoming films follow, soonest first', () => {
  const older = Production.parse({
    ...fjellet,
    id: 'eldre',
    title: 'Eldre',
    properties: [{ property: 'first_night', value: '2026-10-01' }],
  });
  const later = Production.parse({
    ...vinterlys,
    id: 'senere',
    title: 'Senere',
    properties: [{ property: 'first_night', value: '2027-01-15' }],
  });
  const props = resolveBlock(coverFlowBlock, home, cardBound([later, older, vinterlys, fjellet]));
  expect(props.cards.map((card) => card.title)).toEqual(['Fjellet', 'Eldre', 'Vinterlys', 'Senere']);
});

test('the grid pages show their own heading as the page h1', () => {
  const props = resolveBlock(
    coverFlowBlock,
    { title: 'Kommende filmer', displayType: 'grid', headingLevel: 1 },
    cardBound([vinterlys]),
  );
  expect(props).toMatchObject({ title: 'Kommende filmer', displayType: 'grid', headingLevel: 1, moreLink: null });
});

test('a show-more link needs a target and is called Se alle filmer unless titled', () => {
  expect(resolveBlock(coverFlowBlock, { showMoreLinkTitle: 'Se alle filmer' }, cardBound([])).moreLink).toBeNull();
  expect(resolveBlock(coverFlowBlock, { showMoreLinkUrl: '/filmer' }, cardBound([])).moreLink).toEqual({
    title: 'Se alle filmer',
    url: '/filmer',
  });
  expect(() => resolveBlock(coverFlowBlock, { showMoreLinkUrl: 'filmer' }, cardBound([]))).toThrow();
});
