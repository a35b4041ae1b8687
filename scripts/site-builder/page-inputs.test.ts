import { expect, test } from 'vitest';
import type { ServerBuild } from 'react-router';
import { createInputDigest } from './page-inputs.ts';

/** A server build's route manifest with a root and a catch-all page route, as React Router writes it. */
function buildWith(
  root: () => unknown,
  page: (args: { params: Record<string, string | undefined> }) => unknown,
): Pick<ServerBuild, 'routes'> {
  return {
    routes: {
      root: { id: 'root', path: '', module: { loader: root } },
      page: { id: 'page', parentId: 'root', path: '*', module: { loader: page } },
      logIn: { id: 'logIn', parentId: 'root', path: 'logg-inn', module: {} },
    },
  } as unknown as Pick<ServerBuild, 'routes'>;
}

const request = (path: string) => () => new Request(`http://localhost${path}.data`);

test('equal loader data gives an equal digest; any change in a page or the frame gives another', async () => {
  const films = new Map([['/a', { title: 'Nordlys', showings: new Map([['2026-11-20', '19:00']]) }]]);
  let menu = 'Om oss';
  const digest = createInputDigest(
    buildWith(
      () => ({ menu }),
      ({ params }) => ({ film: films.get(`/${params['*'] ?? ''}`) }),
    ),
  );
  const before = await digest('/a', request('/a'));
  expect(before).not.toBeNull();
  expect(await digest('/a', request('/a'))).toBe(before);
  expect(await digest('/b', request('/b'))).not.toBe(before);
  // A change inside a Map counts (JSON would write every Map as {}).
  films.set('/a', { title: 'Nordlys', showings: new Map([['2026-11-20', '21:00']]) });
  expect(await digest('/a', request('/a'))).not.toBe(before);
  // The root loader takes no arguments: read once per worker, as the frame is the same for every page.
  menu = 'Om huset';
  const fresh = createInputDigest(
    buildWith(
      () => ({ menu }),
      ({ params }) => ({ film: films.get(`/${params['*'] ?? ''}`) }),
    ),
  );
  expect(await fresh('/a', request('/a'))).not.toBe(await digest('/a', request('/a')));
});

test('a route without a loader is digested by its path and route; a loader that throws gives no digest', async () => {
  const digest = createInputDigest(
    buildWith(
      () => ({ menu: 'Om oss' }),
      () => {
        throw new Response('No page', { status: 404 });
      },
    ),
  );
  expect(await digest('/logg-inn', request('/logg-inn'))).toMatch(/^[\w-]{43}$/);
  expect(await digest('/finnes-ikke', request('/finnes-ikke'))).toBeNull();
});

test('equal strings give an equal digest however they were made (v8.serialize tells them apart)', async () => {
  const plain = 'Nordlys over fjorden';
  const sliced = `€${plain}`.slice(1);
  const digestOf = (title: string) =>
    createInputDigest(
      buildWith(
        () => ({ menu: 'Om oss' }),
        () => ({ title }),
      ),
    )('/a', request('/a'));
  expect(sliced).toBe(plain);
  expect(await digestOf(sliced)).toBe(await digestOf(plain));
  expect(await digestOf(`${plain}!`)).not.toBe(await digestOf(plain));
});

test('a value shared within a page is digested as shared, as React Router encodes it once', async () => {
  const poster = { url: '/images/a.jpg' };
  const shared = await createInputDigest(
    buildWith(
      () => ({}),
      () => ({ hero: poster, card: poster }),
    ),
  )('/a', request('/a'));
  const copied = await createInputDigest(
    buildWith(
      () => ({}),
      () => ({ hero: { ...poster }, card: { ...poster } }),
    ),
  )('/a', request('/a'));
  expect(shared).not.toBe(copied);
});

test('a loader that reads its request gets the payload request, made only then', async () => {
  let made = 0;
  const requestOf = (path: string) => () => {
    made++;
    return new Request(`http://localhost${path}.data`);
  };
  const byUrl = createInputDigest(
    buildWith(() => ({}), ((args: { request: Request }) => ({ url: args.request.url })) as never),
  );
  expect(await byUrl('/a', requestOf('/a'))).not.toBe(await byUrl('/b', requestOf('/b')));
  expect(made).toBe(2);
  const byParams = createInputDigest(
    buildWith(
      () => ({}),
      ({ params }) => ({ path: params['*'] }),
    ),
  );
  await byParams('/a', requestOf('/a'));
  expect(made).toBe(2);
});
