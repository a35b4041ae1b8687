import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router';
import { payloadPath } from '../../engine/urls/page-bundle-address.ts';
import type { PageBundle } from '../../model/page-bundle.ts';
import { currentPageData } from '../../site/page-payload.ts';

/**
 * The page bundle of another page of the site, fetched from the address a client navigation
 * fetches (`/x.data`), so the service worker answers and keeps it as it does a navigation's, and
 * read with React Router's own decoder. Throws when the page's payload does not answer (offline
 * and never fetched, or gone in a newer deploy), so the caller says so.
 */
export async function loadPageBundle(path: string): Promise<PageBundle> {
  const response = await fetch(payloadPath(path));
  if (!response.ok || response.body === null) throw new Error(`${path}: ${String(response.status)}`);
  const decoded = await decodeViaTurboStream(response.body, window);
  await decoded.done;
  const routes = Object.values(decoded.value as Record<string, { data?: unknown } | undefined>);
  const page = currentPageData(routes.map((route) => ({ loaderData: route?.data })));
  if (page === undefined) throw new Error(`${path}: no page in its payload`);
  return page.bundle;
}
