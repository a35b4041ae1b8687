import { redirect, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { expect, test } from 'vitest';
import { findLoadFailure, isPageOfflineError, PageOfflineError, pageFailureMessage } from './page-failure.ts';

/** What React Router's single fetch builds from a payload answered with `status`. */
const errorResponse = (status: number) => new ErrorResponseImpl(status, '', '');

test('a missing payload is "A page wasn\'t found"; any other failure names the path', () => {
  expect(pageFailureMessage(errorResponse(404), '/finnes-ikke')).toBe("A page wasn't found");
  expect(pageFailureMessage(new TypeError('Failed to fetch'), '/kinoprogram')).toBe(
    'Loading the component/JSON/Layout for /kinoprogram failed',
  );
  expect(pageFailureMessage(errorResponse(500), '/kinoprogram')).toBe(
    'Loading the component/JSON/Layout for /kinoprogram failed',
  );
});

test('the first error among the loader results is the failure; data and redirects are not', () => {
  const failed = new TypeError('Failed to fetch');
  expect(findLoadFailure({ root: { type: 'data', result: {} }, page: { type: 'error', result: failed } })).toEqual({
    routeId: 'page',
    error: failed,
  });
  expect(
    findLoadFailure({ root: { type: 'data', result: {} }, page: { type: 'data', result: { bundle: {} } } }),
  ).toBeUndefined();
  expect(findLoadFailure({ page: { type: 'error', result: redirect('/kulturprogram') } })).toBeUndefined();
});

test('an offline failure is told apart from other errors', () => {
  expect(isPageOfflineError(new PageOfflineError('/kinoprogram'))).toBe(true);
  expect(isPageOfflineError(new Error('/kinoprogram'))).toBe(false);
});
