import { expect, test } from 'vitest';
import { PERSONAL_PAGES } from '../client/service-worker/worker-routes.ts';
import { MEMBER_PATHS } from '../member/member-paths.ts';

test('the worker’s personal pages are the member screens that show a member’s own data', () => {
  expect([...PERSONAL_PAGES].sort()).toEqual([MEMBER_PATHS.myTickets, MEMBER_PATHS.myWatchList].sort());
});
