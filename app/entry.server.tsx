/**
 * How React Router renders a page's HTML at build time (the site is prerendered: `ssr: false`).
 *
 * React Router's default entry (`@react-router/dev`'s entry.server.node) pipes React's Node
 * stream through a PassThrough into a web `ReadableStream`, which the build then reads back
 * chunk by chunk (`Response.text()`): two stream layers per page that cost more than they
 * carry when the whole page is wanted at once (decision 141). Here React's output is gathered
 * into one buffer and answered when every boundary is done (`onAllReady`, React's advice for
 * static generation), so the bytes are those of the default entry for a page whose shell holds
 * everything, as every page of this site does.
 */
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

/** How long React Router waits for a deferred loader value before it gives up (the default entry's). */
export const streamTimeout = 5_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext): Promise<Response> | Response {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    const chunks: Buffer[] = [];
    // Abort after React Router's own timeout, so the rejected boundaries have time to be written.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        responseHeaders.set('Content-Type', 'text/html');
        resolve(new Response(Buffer.concat(chunks), { status: errors.length > 0 ? 500 : responseStatusCode, headers: responseHeaders }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        // An error inside a boundary (the shell's rejects, and React Router reports it).
        for (const error of errors) console.error(error);
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        errors.push(error);
      },
    });
  });
}
