import { expect, test } from 'vitest';
import { z } from 'zod';
import { blockFields, field } from './block-fields.ts';
import { BoundImage } from './bound-values.ts';

const cards = blockFields('cards', {
  title: field.dataOrBound(z.string().min(1).default('Filmer'), z.string(), { type: 'string', icon: 'heading' }),
  items: field.list(z.object({ id: z.string() }), { type: 'collection', icon: 'film' }),
  poster: field.column(BoundImage, 'items', { type: 'image', icon: 'image' }),
  subject: field.one(z.object({ id: z.string() }), { type: 'object', icon: 'film', hidden: true }),
  limit: field.data(z.number().int().optional(), { type: 'number', icon: 'hash' }),
});

test('the editor schema lists every field in order, its default read from the schema', () => {
  expect(cards.properties).toEqual([
    { name: 'title', type: 'string', icon: 'heading', hidden: false, default: 'Filmer' },
    { name: 'items', type: 'collection', icon: 'film', hidden: false },
    { name: 'poster', type: 'image', icon: 'image', hidden: false },
    { name: 'subject', type: 'object', icon: 'film', hidden: true },
    { name: 'limit', type: 'number', icon: 'hash', hidden: false },
  ]);
});

test('the data schema holds the data fields only, fills defaults and rejects a misspelt field', () => {
  expect(cards.dataSchema.parse({ limit: 3 })).toEqual({ title: 'Filmer', limit: 3 });
  expect(cards.dataSchema.safeParse({ limt: 3 }).success).toBe(false);
  expect(cards.dataSchema.safeParse({ items: [] }).success).toBe(false);
});

test('bound values come back typed: lists empty and single values undefined when unbound', () => {
  expect(cards.read({})).toEqual({ title: undefined, items: [], poster: [], subject: undefined });
  const bound = cards.read({
    title: 'Dune',
    items: [{ id: 'p-1' }, { id: 'p-2' }],
    poster: [{ url: '/a.jpg' }, undefined],
    subject: { id: 'p-1' },
  });
  expect(bound).toEqual({
    title: 'Dune',
    items: [{ id: 'p-1' }, { id: 'p-2' }],
    poster: [{ url: '/a.jpg' }, undefined],
    subject: { id: 'p-1' },
  });
});

test('a bound value of the wrong shape names the block and the field', () => {
  expect(() => cards.read({ items: [{ id: 7 }] })).toThrow(
    'Block "cards": bound field "items" at 0.id: Invalid input: expected string, received number',
  );
  expect(() => cards.read({ items: [{ id: 'p-1' }], poster: [] })).toThrow(
    /bound field "poster" has 0 values for 1 items/,
  );
});

test('a column of a field that is no list is a mistake in the declaration', () => {
  expect(() =>
    blockFields('broken', { poster: field.column(BoundImage, 'items', { type: 'image', icon: 'image' }) }),
  ).toThrow('Block "broken": field "poster" is a column of "items", which is no list field');
});
