import { createContext, runInContext } from 'node:vm';
import { expect, test } from 'vitest';
import { REDIRECT_TABLE_PATH, serializeRedirectTable } from '../../engine/redirect-table-file.ts';
import { linkHref } from '../../engine/redirects.ts';
import { NOT_FOUND_REDIRECT_SCRIPT } from './not-found-redirect.ts';

const table = new Map([
  ['/Kulturprogram', '/kulturprogram'],
  ['/gammel-side', '/Kulturprogram?fra=gammel'],
  ['/billett', '/dune#tickets'],
  ['/kampanje', '/kinoprogram?utm=kampanje'],
  ['/ekstern', 'https://billett.example.no/118'],
  ['/blå-time', '/kinoprogram'],
]);

/**
 * Runs the script as 404.html runs it at an address (`pathname` percent-encoded, as the
 * browser's `location` has it), with `/redirects.json` answered by `answer`; where it sent the
 * browser, or undefined.
 */
async function landsAt(
  address: { pathname: string; search?: string; hash?: string },
  answer: (url: string) => Promise<unknown> = (url) =>
    url === REDIRECT_TABLE_PATH
      ? Promise.resolve(JSON.parse(serializeRedirectTable(table)) as unknown)
      : Promise.reject(new Error('404')),
): Promise<string | undefined> {
  let replacedWith: string | undefined;
  const location = {
    search: '',
    hash: '',
    ...address,
    replace: (url: string) => (replacedWith = url),
  };
  const fetch = (url: string) => Promise.resolve({ json: () => answer(url) });
  runInContext(NOT_FOUND_REDIRECT_SCRIPT, createContext({ location, fetch }));
  // The table's fetch, its body, then the script's own step.
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
  return replacedWith;
}

test('404.html at an old path goes where a link to that address is written to, query and hash kept', async () => {
  const link = linkHref(table);
  const addresses = [
    { pathname: '/Kulturprogram' },
    { pathname: '/Kulturprogram', search: '?fra=plakat', hash: '#konserter' },
    { pathname: '/Kulturprogram/' },
    { pathname: '/gammel-side', search: '?side=2' },
    { pathname: '/billett' },
    { pathname: '/billett', hash: '#info' },
    { pathname: '/kampanje', search: '?x=1' },
    { pathname: '/ekstern' },
    { pathname: '/bl%C3%A5-time' },
    { pathname: '/bl%C3%A5-time/' },
  ];
  for (const address of addresses) {
    const written = link(`${address.pathname}${address.search ?? ''}${address.hash ?? ''}`);
    expect(await landsAt(address), JSON.stringify(address)).toBe(written);
  }
  expect(await landsAt({ pathname: '/Kulturprogram', search: '?fra=plakat' })).toBe('/kulturprogram?fra=plakat');
  expect(await landsAt({ pathname: '/gammel-side' })).toBe('/kulturprogram');
});

test('404.html stays the not-found page at an address the table does not have', async () => {
  for (const pathname of ['/finnes-ikke', '/KULTURPROGRAM', '/kulturprogram', '/%E0', '/404.html'])
    expect(await landsAt({ pathname }), pathname).toBeUndefined();
});

test('404.html stays the not-found page when the table cannot be had or is not a table', async () => {
  expect(await landsAt({ pathname: '/Kulturprogram' }, () => Promise.reject(new SyntaxError('not JSON')))).toBe(
    undefined,
  );
  expect(await landsAt({ pathname: '/Kulturprogram' }, () => Promise.resolve({ '/Kulturprogram': 1 }))).toBe(undefined);
});
