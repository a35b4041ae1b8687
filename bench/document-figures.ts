/**
 * What a prerendered document holds, read from its HTML alone: its elements, the inline
 * hydration data React Router writes into it (a `<script>` that enqueues the turbo-stream text
 * of the loaders' data; the page route's data is one JSON text in it, decision 177), and how
 * much of that data repeats what the markup already says. Pure: strings in, figures out.
 */

const RAW_TEXT = /<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const ENQUEUE = 'window.__reactRouterContext.streamController.enqueue(';

/** The document without comments and the contents of its scripts, styles and templates (their tags kept). */
function markupOnly(html: string): string {
  return html.replace(COMMENT, '').replace(RAW_TEXT, (element, name: string) => `<${name}></${name}>`);
}

/** Elements in the document as the parser makes them from its tags (what `querySelectorAll('*')` counts). */
export function elementCount(html: string): number {
  return markupOnly(html).match(/<[a-zA-Z][a-zA-Z0-9-]*(?=[\s/>])/g)?.length ?? 0;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code.toLowerCase()] ?? entity;
  });
}

/** What the markup says: its text and the values of its attributes, entities decoded, scripts left out. */
export function markupSays(html: string): { text: string; attributes: string[] } {
  const markup = markupOnly(html);
  const attributes = [...markup.matchAll(/\s[a-zA-Z_:][-a-zA-Z0-9_:.]*=(?:"([^"]*)"|'([^']*)')/g)].map((match) =>
    decodeEntities(match[1] ?? match[2] ?? ''),
  );
  const text = decodeEntities(markup.replace(/<[^>]*>/g, '\u0000'));
  return { text, attributes };
}

export interface HydrationPayload {
  /** Bytes (UTF-8) of the `<script>` elements that carry the data, tags included. */
  bytes: number;
  /** The turbo-stream text they enqueue, decoded from its script string. */
  stream: string;
}

/** The inline hydration data of a prerendered React Router document, or null when it has none. */
export function hydrationPayload(html: string): HydrationPayload | null {
  let bytes = 0;
  let stream = '';
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (!body.startsWith('window.__reactRouterContext.streamController.')) continue;
    bytes += Buffer.byteLength(match[0]);
    if (body.startsWith(ENQUEUE)) stream += JSON.parse(body.slice(ENQUEUE.length, body.lastIndexOf(')'))) as string;
  }
  return bytes === 0 ? null : { bytes, stream };
}

/** A string value of the payload, with the name of the field that holds it (`[]` for a list's item). */
export interface PayloadString {
  field: string;
  value: string;
}

/** Each string value of a decoded JSON value, by the field it sits in; keys are not values. */
function stringsOfJson(value: unknown, field: string, out: PayloadString[]): void {
  if (typeof value === 'string') out.push({ field, value });
  else if (Array.isArray(value)) for (const item of value) stringsOfJson(item, field, out);
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) stringsOfJson(item, key, out);
}

/**
 * The string values of a turbo-stream payload: its flat list's strings that are not object keys
 * (an object is `{"_<key index>": <value index>}`), and within a string that is itself a JSON
 * object or list (the page route's `pageJson`) the strings of that, by their field.
 */
export function payloadStrings(stream: string): PayloadString[] {
  const out: PayloadString[] = [];
  for (const line of stream.split('\n')) {
    const start = line.indexOf('[');
    if (start < 0) continue;
    const values = JSON.parse(line.slice(start)) as unknown[];
    const keys = new Set<number>();
    const fieldOf = new Map<number, string>();
    for (const value of values) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
      for (const [key, index] of Object.entries(value)) {
        const keyIndex = Number(key.slice(1));
        keys.add(keyIndex);
        const name = values[keyIndex];
        if (typeof index === 'number' && typeof name === 'string') fieldOf.set(index, name);
      }
    }
    values.forEach((value, index) => {
      if (typeof value !== 'string' || keys.has(index)) return;
      const field = fieldOf.get(index) ?? '';
      if (/^[[{]/.test(value)) {
        try {
          stringsOfJson(JSON.parse(value), field, out);
          return;
        } catch {
          // Not JSON after all: an ordinary string.
        }
      }
      out.push({ field, value });
    });
  }
  return out;
}

export interface Repetition {
  /** UTF-8 bytes of every string value of the payload. */
  stringBytes: number;
  /** Of those, the bytes of values the markup's text says verbatim. */
  inTextBytes: number;
  /** Of those, the bytes of values the markup says in its text or as an attribute's value. */
  inMarkupBytes: number;
  /** The same by field: bytes, bytes said in the markup, values; largest first. */
  byField: { field: string; bytes: number; inMarkupBytes: number; values: number }[];
}

/**
 * How much of the payload's string values the markup already says verbatim: in its text, or in
 * its text or attributes. A value of fewer than 3 characters ('2D', '') is not counted as said.
 */
export function repetitionOf(strings: readonly PayloadString[], html: string): Repetition {
  const { text, attributes } = markupSays(html);
  const markup = `${text}\u0000${attributes.join('\u0000')}`;
  const seen = new Map<string, { inText: boolean; inMarkup: boolean }>();
  const said = (value: string) => {
    let found = seen.get(value);
    if (found === undefined) {
      const inText = value.length >= 3 && text.includes(value);
      found = { inText, inMarkup: inText || (value.length >= 3 && markup.includes(value)) };
      seen.set(value, found);
    }
    return found;
  };
  const fields = new Map<string, { bytes: number; inMarkupBytes: number; values: number }>();
  const result = { stringBytes: 0, inTextBytes: 0, inMarkupBytes: 0 };
  for (const { field, value } of strings) {
    const bytes = Buffer.byteLength(value);
    const { inText, inMarkup } = said(value);
    result.stringBytes += bytes;
    if (inText) result.inTextBytes += bytes;
    if (inMarkup) result.inMarkupBytes += bytes;
    const entry = fields.get(field) ?? { bytes: 0, inMarkupBytes: 0, values: 0 };
    entry.bytes += bytes;
    entry.values += 1;
    if (inMarkup) entry.inMarkupBytes += bytes;
    fields.set(field, entry);
  }
  const byField = [...fields.entries()]
    .map(([field, entry]) => ({ field, ...entry }))
    .sort((a, b) => b.bytes - a.bytes || a.field.localeCompare(b.field));
  return { ...result, byField };
}

/**
 * The screenings and days the payload describes: distinct event ids (`e-<number>`) of objects
 * with a `startDate`, and the distinct dates they start on.
 */
export function screeningsIn(stream: string): { screenings: number; days: number } {
  const ids = new Set<string>();
  const dates = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (typeof record.id === 'string' && /^e-\d+$/.test(record.id) && typeof record.startDate === 'string') {
        ids.add(record.id);
        dates.add(record.startDate.slice(0, 10));
      }
      for (const item of Object.values(record)) visit(item);
    } else if (typeof value === 'string' && /^[[{]/.test(value)) {
      try {
        visit(JSON.parse(value));
      } catch {
        // An ordinary string.
      }
    }
  };
  for (const line of stream.split('\n')) {
    const start = line.indexOf('[');
    if (start >= 0) visit(JSON.parse(line.slice(start)));
  }
  return { screenings: ids.size, days: dates.size };
}
