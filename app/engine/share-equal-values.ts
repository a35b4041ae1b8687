/**
 * A payload with each repeated value written once. React Router encodes a page's data with
 * turbo-stream, which writes an object or array that occurs twice *by reference* once and refers
 * to it after, but writes two equal objects made apart twice. A resolved page repeats many
 * equal values made apart: a programme lists each film's poster and feature chips on every day
 * it shows, and the screenings' analytics repeat the same facets. This pass makes equal plain
 * objects and arrays one object, so the payload (`.data`) and the HTML's hydration data carry
 * each once.
 *
 * Only the payload's identity changes: every value reads the same. The page data is never
 * changed after it is resolved (components render props), so sharing an object is safe; the
 * shared values are frozen so that a change in place fails the build instead of showing wrong.
 */

/**
 * What the pass has seen. A value is named in its parent's key by a short reference: a
 * primitive by its text, a shared object or array by its id, so a key stays one level deep.
 */
interface Shared {
  /** A structural key (the value's own level, its children by reference) → the shared value. */
  readonly byKey: Map<string, unknown>;
  /** The reference of each shared value, and of each value that is not plain data (a Date, a Map: shared only with itself). */
  readonly refOf: WeakMap<object, string>;
  /** Each input object already passed, with what it became: a value met twice is passed once. */
  readonly done: WeakMap<object, { value: unknown; ref: string }>;
  next: number;
}

/** Marks an object whose children are being passed: met again below itself, it is a cycle. */
const IN_PROGRESS = { value: undefined, ref: '' };

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** The reference of a primitive: its type and text (`undefined`, -0 and NaN included). */
function primitiveRef(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'undefined':
      return 'u';
    case 'bigint':
      return `${value}n`;
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'boolean':
      return String(value);
    default:
      throw new TypeError(`A page payload holds only data, not a ${typeof value}`);
  }
}

function newRef(value: object, shared: Shared): string {
  const ref = `@${shared.next++}`;
  shared.refOf.set(value, ref);
  return ref;
}

function share(value: unknown, shared: Shared): { value: unknown; ref: string } {
  if (value === null) return { value, ref: 'null' };
  if (typeof value !== 'object') return { value, ref: primitiveRef(value) };
  const done = shared.done.get(value);
  if (done === IN_PROGRESS) throw new TypeError('A page payload holds no cycles');
  if (done !== undefined) return done;
  shared.done.set(value, IN_PROGRESS);
  const result = shareObject(value, shared);
  shared.done.set(value, result);
  return result;
}

function shareObject(value: object, shared: Shared): { value: unknown; ref: string } {
  let key: string;
  let own: unknown;
  if (Array.isArray(value)) {
    const items = (value as unknown[]).map((item: unknown) => share(item, shared));
    key = `[${items.map((item) => item.ref).join(',')}]`;
    own = items.some((item, index) => item.value !== (value as unknown[])[index])
      ? items.map((item) => item.value)
      : value;
  } else if (isPlainObject(value)) {
    const entries = Object.entries(value).map(([name, item]) => [name, share(item, shared)] as const);
    key = `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${item.ref}`).join(',')}}`;
    own = entries.some(([name, item]) => item.value !== value[name])
      ? Object.fromEntries(entries.map(([name, item]) => [name, item.value]))
      : value;
  } else {
    return { value, ref: shared.refOf.get(value) ?? newRef(value, shared) };
  }
  const first = shared.byKey.get(key);
  if (first !== undefined) return { value: first, ref: shared.refOf.get(first as object) ?? '' };
  // Frozen: a render that changed a shared value in place would change it everywhere it is
  // shown; in the prerender (strict mode) such a change throws instead (architecture.md, 25).
  Object.freeze(own);
  shared.byKey.set(key, own);
  return { value: own, ref: newRef(own as object, shared) };
}

/**
 * `value` with equal plain objects and arrays made one, each frozen. The input is not changed,
 * except that an object or array kept as it was (nothing below it was replaced) is frozen.
 */
export function shareEqualValues<T>(value: T): T {
  return share(value, { byKey: new Map(), refOf: new WeakMap(), done: new WeakMap(), next: 0 }).value as T;
}
