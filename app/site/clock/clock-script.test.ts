import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { CLOCK_REFRESH_EVENT, CLOCK_SCRIPT } from './clock-script.ts';
import { osloMinuteKey } from '../../locale/clock-keys.ts';

/** Runs the head script at the instant `now` (UTC ms) and returns the style sheet it wrote. */
function sheetAt(now: number): { css: () => string; refresh: (at: number) => void } {
  let css = '';
  let clock = now;
  const listeners = new Map<string, () => void>();
  const style = {
    set textContent(text: string) {
      css = text;
    },
  };
  const document = {
    head: { appendChild: () => undefined },
    createElement: () => style,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  const FakeDate = class extends Date {
    static override now() {
      return clock;
    }
  };
  runInNewContext(CLOCK_SCRIPT, {
    document,
    window: {},
    Date: FakeDate,
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    addEventListener: () => undefined,
  });
  return {
    css: () => css,
    refresh: (at) => {
      clock = at;
      listeners.get(CLOCK_REFRESH_EVENT)?.();
    },
  };
}

/** Whether the sheet's `:is([attribute^="…"], …)` part matches an element whose attribute holds `value`. */
function before(css: string, attribute: string, value: string): boolean {
  const prefixes = [...css.matchAll(new RegExp(`\\[${attribute}\\^="(\\d+)"\\]`, 'g'))].map((match) => match[1] ?? '');
  return prefixes.some((prefix) => value.startsWith(prefix));
}

function todayIn(css: string): string | undefined {
  return /\[data-rel-day="(\d{8})"\]>\.rel-today/.exec(css)?.[1];
}

const OSLO = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
function osloKey(ms: number): string {
  return OSLO.format(new Date(ms)).replace(/\D/g, '');
}

test("'I dag' is the Oslo date at every hour of five years, summer time and its changes included", () => {
  const start = Date.UTC(2026, 0, 1);
  const end = Date.UTC(2031, 0, 1);
  const clock = sheetAt(start);
  for (let at = start; at < end; at += 3_600_000) {
    // Half past: the hour after a change is where an off-by-one-hour rule shows.
    clock.refresh(at + 1_800_000);
    expect(todayIn(clock.css()), new Date(at).toISOString()).toBe(osloKey(at + 1_800_000).slice(0, 8));
  }
});

test('osloMinuteKey, the same arithmetic for code after hydration, is the Oslo wall clock at every hour of five years', () => {
  const start = Date.UTC(2026, 0, 1, 0, 7);
  for (let at = start; at < Date.UTC(2031, 0, 1); at += 3_600_000) {
    expect(osloMinuteKey(at), new Date(at).toISOString()).toBe(osloKey(at));
  }
});

test("'I morgen' is the next calendar day, across a month's and a year's end", () => {
  const css = sheetAt(Date.parse('2026-12-31T20:00:00Z')).css();
  expect(todayIn(css)).toBe('20261231');
  expect(css).toContain('[data-rel-day="20270101"]>.rel-tomorrow');
});

test('a screening whose sale ends at 18:30 is offered at 18:29 and gone from 18:30, Oslo time', () => {
  // 18:29:59 in Oslo on 28 November (UTC+1).
  expect(before(sheetAt(Date.parse('2026-11-28T17:29:59Z')).css(), 'data-sale-ends', '202611281830')).toBe(false);
  expect(before(sheetAt(Date.parse('2026-11-28T17:30:00Z')).css(), 'data-sale-ends', '202611281830')).toBe(true);
  // In summer time 18:30 in Oslo is 16:30 UTC.
  expect(before(sheetAt(Date.parse('2026-07-01T16:29:00Z')).css(), 'data-sale-ends', '202607011830')).toBe(false);
  expect(before(sheetAt(Date.parse('2026-07-01T16:30:00Z')).css(), 'data-sale-ends', '202607011830')).toBe(true);
});

test('days before the Oslo date are gone, the Oslo date and later stay, whatever UTC says', () => {
  // 00:30 in Oslo on 30 November is still the 29th in UTC.
  const css = sheetAt(Date.parse('2026-11-29T23:30:00Z')).css();
  expect(before(css, 'data-day', '20261129')).toBe(true);
  expect(before(css, 'data-day', '20261130')).toBe(false);
  expect(before(css, 'data-day', '20261201')).toBe(false);
});

test('a day or list whose last sale has ended shows its empty message and hides its days', () => {
  const css = sheetAt(Date.parse('2026-11-28T21:00:00Z')).css();
  expect(before(css, 'data-last-sale', '202611282130')).toBe(true);
  expect(css).toMatch(/\)>\.clock-empty\{display:block\}/);
  expect(css).toMatch(/\) \[data-day\]/);
});

test('a short view keeps its first two days from the Oslo date on, until one of its parts is linked to', () => {
  // 23:30 UTC on the 28th is the 29th in Oslo.
  const css = sheetAt(Date.parse('2026-11-28T23:30:00Z')).css();
  const rule =
    /\[data-short-view\]:not\(:target\):not\(:has\(:target:not\(\[data-keeps-view\]\)\)\) (\[data-view-day\]:not\((:is\([^)]*\))\):not\((:is\([^)]*\))\))~\1~\[data-view-day\]\{display:none\}/;
  const [, , dayBefore = '', saleEnded = ''] = rule.exec(css) ?? [];
  // A day counts when it is the Oslo date or later: not before it.
  expect(before(dayBefore, 'data-view-day', '20261128')).toBe(true);
  expect(before(dayBefore, 'data-view-day', '20261129')).toBe(false);
  expect(before(dayBefore, 'data-view-day', '20261205')).toBe(false);
  // Nor when its last sale has ended (00:30 in Oslo): an emptied day leaves room for the next two.
  expect(before(saleEnded, 'data-last-sale', '202611290000')).toBe(true);
  expect(before(saleEnded, 'data-last-sale', '202611291830')).toBe(false);
});

test('in a short view an emptied day and its day link are gone, not only its screenings', () => {
  // 22:00 in Oslo on 28 November: the day's last sale ended at 21:45.
  const css = sheetAt(Date.parse('2026-11-28T21:00:00Z')).css();
  const [, ended = ''] = /\[data-short-view\] \[data-day\](:is\([^)]*\))\{display:none\}/.exec(css) ?? [];
  expect(before(ended, 'data-last-sale', '202611282145')).toBe(true);
  expect(before(ended, 'data-last-sale', '202611291830')).toBe(false);
});

test('a next-only list shows its first option whose sale has not ended', () => {
  const css = sheetAt(Date.parse('2026-11-28T17:30:00Z')).css();
  const rule = /\[data-next-only\]>(:is\([^)]*\))\+:not\((:is\([^)]*\))\)\{display:flex!important\}/;
  const [, gone = '', notGone = ''] = rule.exec(css) ?? [];
  expect(before(gone, 'data-sale-ends', '202611281830')).toBe(true);
  expect(before(gone, 'data-sale-ends', '202611281831')).toBe(false);
  expect(notGone).toBe(gone);
});
