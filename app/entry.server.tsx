/**
 * React Router's default server entry (@react-router/dev's entry.server.web.tsx), with one
 * change: the finished document is read whole, after every boundary resolved (as a prerender
 * is), and its module preloads set to low priority (site/module-preload-priority.ts, decision
 * 108). Every page is prerendered, so nothing streams to a visitor from here.
 */
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToReadableStream } from 'react-dom/server';
import { withLowPriorityModulePreloads } from './site/module-preload-priority.ts';

export const streamTimeout = 5_000;

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  let shellRendered = false;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors inside the shell are logged here; a failed shell is logged by React Router.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;
  await body.allReady;
  const html = withLowPriorityModulePreloads(await new Response(body).text());
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}
