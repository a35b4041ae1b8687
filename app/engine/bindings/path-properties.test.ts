/** Property-based tests of the binding language: what must hold for every path and value. */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { evaluatePath } from './evaluate-path.ts';
import { BindingSyntaxError, parsePath, printPath, type PathSegment } from './parse-path.ts';

const name = fc.stringMatching(/^[A-Za-z_$][A-Za-z0-9_$-]{0,8}$/);
const filterValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom(']', '"', '\\', '"]\\', ''),
);

const segment: fc.Arbitrary<PathSegment> = fc.oneof(
  name.map((n) => ({ kind: 'property', name: n }) as const),
  fc.oneof(fc.nat(20), fc.maxSafeNat()).map((index) => ({ kind: 'index', index }) as const),
  fc.tuple(name, filterValue).map(([key, value]) => ({ kind: 'filter', key, value }) as const),
);

/** Text made mostly of the characters the grammar cares about, so it often almost parses. */
const pathLikeText = fc.oneof(
  fc.string(),
  fc.string({
    unit: fc.constantFrom('@', '.', '[', ']', '=', '"', '\\', 'a', 'B', '_', '$', '-', '0', '7', ' '),
    maxLength: 24,
  }),
);

test('printing a path and parsing it back gives the same segments', () => {
  fc.assert(
    fc.property(fc.array(segment, { maxLength: 6 }), (segments) => {
      expect(parsePath(printPath(segments)).segments).toEqual(segments);
    }),
  );
});

test('a path without the leading @ parses to the same segments', () => {
  fc.assert(
    fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), (segments) => {
      expect(parsePath(printPath(segments).slice(1)).segments).toEqual(segments);
    }),
  );
});

test('the parser throws nothing but BindingSyntaxError, at a position inside the text', () => {
  fc.assert(
    fc.property(pathLikeText, (text) => {
      try {
        const parsed = parsePath(text);
        expect(parsePath(printPath(parsed.segments)).segments).toEqual(parsed.segments);
      } catch (error) {
        expect(error).toBeInstanceOf(BindingSyntaxError);
        const { position } = error as BindingSyntaxError;
        expect(position).toBeGreaterThanOrEqual(0);
        expect(position).toBeLessThanOrEqual(text.length);
      }
    }),
    { numRuns: 2000 },
  );
});

/** A step of a path that always leads somewhere; a filter is followed by a property, as in `[type=x].url`. */
type Step =
  | { kind: 'property'; name: string }
  | { kind: 'index'; index: number; before: unknown[] }
  | { kind: 'filter'; key: string; value: string; name: string };

const step: fc.Arbitrary<Step> = fc.oneof(
  name.map((n): Step => ({ kind: 'property', name: n })),
  fc.tuple(fc.nat(4), fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 })).map(([index, noise]): Step => ({
    kind: 'index',
    index,
    before: Array.from({ length: index }, (_, i) => noise[i] ?? null),
  })),
  fc
    .tuple(name, fc.string({ maxLength: 6 }), name)
    .filter(([key, , n]) => key !== n)
    .map(([key, value, n]): Step => ({ kind: 'filter', key, value, name: n })),
);

/** Builds a value in which following `steps` reaches `leaf`, with decoys around each step. */
function buildValue(steps: readonly Step[], leaf: unknown): unknown {
  let inner = leaf;
  for (const s of [...steps].reverse()) {
    if (s.kind === 'property') {
      inner = { decoy: 1, [s.name]: inner };
    } else if (s.kind === 'index') {
      inner = [...s.before, inner, 'after'];
    } else {
      inner = [
        { [s.key]: `${s.value}x`, [s.name]: 'decoy' },
        { [s.name]: 'decoy without key' },
        { [s.key]: s.value, [s.name]: inner },
        { [s.key]: s.value, [s.name]: 'later match' },
      ];
    }
  }
  return inner;
}

function stepsToSegments(steps: readonly Step[]): PathSegment[] {
  return steps.flatMap((s): PathSegment[] => {
    if (s.kind === 'property') return [{ kind: 'property', name: s.name }];
    if (s.kind === 'index') return [{ kind: 'index', index: s.index }];
    return [
      { kind: 'filter', key: s.key, value: s.value },
      { kind: 'property', name: s.name },
    ];
  });
}

test('evaluating a path reaches exactly the value a direct lookup reaches', () => {
  fc.assert(
    fc.property(fc.array(step, { maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), (steps, leaf) => {
      const value = buildValue(steps, leaf);
      const path = parsePath(printPath(stepsToSegments(steps)));
      expect(Object.is(evaluatePath(path, value), leaf)).toBe(true);
    }),
  );
});

test('a property of a list is the flattened list of the items that have it', () => {
  const item = fc.oneof(
    fc.record({ name: fc.string() }),
    fc.record({ name: fc.array(fc.string(), { maxLength: 3 }) }),
    fc.record({ other: fc.string() }),
    fc.constant(null),
    fc.string(),
  );
  fc.assert(
    fc.property(fc.array(item, { maxLength: 8 }), (items) => {
      const expected = items.flatMap((it) => {
        if (typeof it !== 'object' || it === null || !('name' in it)) return [];
        return Array.isArray(it.name) ? it.name : [it.name];
      });
      expect(evaluatePath(parsePath('@items.name'), { items })).toEqual(expected);
    }),
  );
});

test('evaluation never throws, whatever the path and the value', () => {
  fc.assert(
    fc.property(fc.array(segment, { maxLength: 5 }), fc.anything(), (segments, value) => {
      evaluatePath({ text: printPath(segments), segments }, value);
    }),
  );
});
