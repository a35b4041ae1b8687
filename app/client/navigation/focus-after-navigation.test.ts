import { expect, test } from 'vitest';
import { focusTargetAfterNavigation } from './focus-after-navigation.ts';

test('the first load leaves focus where the browser puts it', () => {
  expect(focusTargetAfterNavigation(undefined, '/kinoprogram', '')).toBeNull();
});

test('a new page takes focus to its heading', () => {
  expect(focusTargetAfterNavigation('/', '/kinoprogram', '')).toEqual({ heading: true });
  expect(focusTargetAfterNavigation('/kinoprogram', '/', '')).toEqual({ heading: true });
});

test("a new page's anchor takes focus to the anchor", () => {
  expect(focusTargetAfterNavigation('/', '/fjellet-dxm-1042', '#billetter')).toEqual({ anchor: 'billetter' });
  expect(focusTargetAfterNavigation('/', '/informasjon', '#%C3%A5pningstider')).toEqual({ anchor: 'åpningstider' });
  expect(focusTargetAfterNavigation('/', '/informasjon', '#%E0')).toEqual({ anchor: '%E0' });
});

test('a change within the page (a filter, a day anchor, a dialog) leaves focus alone', () => {
  expect(focusTargetAfterNavigation('/kinoprogram', '/kinoprogram', '#dag-2026-11-29')).toBeNull();
  expect(focusTargetAfterNavigation('/kinoprogram', '/kinoprogram', '')).toBeNull();
});

test('Back or Forward to a page takes focus to the link followed from it', () => {
  const link = { href: '/fjellet-dxm-1042', ordinal: 1 };
  expect(focusTargetAfterNavigation('/fjellet-dxm-1042', '/kinoprogram', '', link)).toEqual({ link });
  // Within one page a followed link changes nothing.
  expect(focusTargetAfterNavigation('/kinoprogram', '/kinoprogram', '', link)).toBeNull();
});

test('Back to a page whose link is not known (the first page of the visit) takes focus to its heading', () => {
  expect(focusTargetAfterNavigation('/fjellet-dxm-1042', '/kinoprogram', '', undefined)).toEqual({ heading: true });
});
