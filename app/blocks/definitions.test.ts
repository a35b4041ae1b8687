import { expect, test } from 'vitest';
import type { z } from 'zod';
import { labels } from '../locale/labels.ts';
import { blockProperties } from './block-properties.ts';
import { blockDefinitions, blockKinds, blockSchemas } from './definitions.ts';

test('each kind is registered under its own component name', () => {
  for (const [kind, definition] of Object.entries(blockDefinitions)) expect(definition.component).toBe(kind);
});

test('component versions follow the spec', () => {
  const versions = Object.fromEntries(
    Object.entries(blockDefinitions).map(([kind, definition]) => [kind, definition.version]),
  );
  expect(versions).toEqual({
    cover: 'v1',
    title: 'v1',
    text: 'v1',
    'ticket-list': 'v5',
    'movie-info': 'v1',
    slideshow: 'v2',
    'cover-flow': 'v2',
    schedule: 'v2',
    'culture-program': 'v2',
    'quick-links': 'v1',
    program: 'v8',
    'news-subscribe': 'v1',
  });
});

test('the content check gets a data schema for every kind', () => {
  expect(Object.keys(blockSchemas).sort()).toEqual(Object.keys(blockKinds).sort());
  expect(blockSchemas['slideshow']?.safeParse({ limit: 3 }).success).toBe(true);
  expect(blockSchemas['slideshow']?.safeParse({ limt: 3 }).success).toBe(false);
});

test('every kind has editor properties with the spec property types', () => {
  const types = new Set([
    'string',
    'collection',
    'image',
    'number',
    'date',
    'boolean',
    'array',
    'object',
    'select',
    'markdown',
  ]);
  expect(Object.keys(blockProperties).sort()).toEqual(Object.keys(blockKinds).sort());
  for (const properties of Object.values(blockProperties)) {
    expect(properties.length).toBeGreaterThan(0);
    for (const property of properties) expect(types).toContain(property.type);
  }
});

test('every editor default is a value the content check accepts for that field', () => {
  for (const [kind, properties] of Object.entries(blockProperties)) {
    const shape =
      (blockKinds[kind as keyof typeof blockKinds].dataSchema as unknown as { shape?: Record<string, z.ZodType> })
        .shape ?? {};
    for (const property of properties) {
      if (!('default' in property)) continue;
      expect(shape[property.name]?.safeParse(property.default).success, `${kind}.${property.name}`).toBe(true);
    }
  }
});

test('an editor default is the one the block resolves with, not a copy', () => {
  const titleOf = (kind: keyof typeof blockProperties) =>
    blockProperties[kind].find((property) => property.name === 'title')?.default;
  expect(titleOf('schedule')).toBe(labels.cinemaProgram);
  expect(titleOf('program')).toBe(labels.cinemaProgram);
  expect(titleOf('culture-program')).toBe(labels.cultureProgram);
  expect(titleOf('ticket-list')).toBe(labels.tickets);
});
