/**
 * One page through React Router's own request handler, as `@react-router/dev`'s prerender does
 * it (node_modules/@react-router/dev/dist/vite.js, `createDataRequest`, `createRouteRequest`
 * and the prerender `postProcess`): first the `.data` payload, then the HTML with that payload
 * in the `X-React-Router-Prerender-Data` header, so the loaders run once per page when the
 * payload is small. The file names and bytes are React Router's; only the loop around it is ours.
 */

/** What answers a request: `createRequestHandler(build, 'production')` from react-router. */
export type RequestHandler = (request: Request) => Promise<Response>;

/** A file of a prerendered page, relative to the client folder (percent-encoded, as React Router names it). */
export interface PageFile {
  path: string;
  contents: string;
}

/** A page's payload as written: its bytes, and its text only where the document request carries it. */
export interface PayloadFile {
  path: string;
  bytes: Uint8Array;
  /** The payload as text when it may ride along in the document request (under 8 KiB), else undefined. */
  text: string | undefined;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

function escapeHtml(html: string): string {
  return html.replace(/[&><\u2028\u2029]/g, (match) => ESCAPES[match] ?? match);
}

/** The payload request of a site path: `/` → `/_.data`, `/a` → `/a.data`. */
export function dataRequest(path: string): Request {
  const dataPath = path.endsWith('/') ? `${path}_.data` : `${path}.data`;
  return new Request(new URL(`http://localhost${dataPath.replace(/\/\/+/g, '/')}`));
}

/** Under this many bytes (or characters) a payload rides along in the document request, as React Router sends it. */
const HEADER_LIMIT = 8 * 1024;

/** The document request; the payload rides along when small, as React Router sends it. */
export function documentRequest(path: string, data: string | undefined): Request {
  const headers = new Headers();
  // encodeURI never shortens a string: a payload of 8 KiB or more is never sent (most pages).
  if (data !== undefined && data.length < HEADER_LIMIT) {
    const encoded = encodeURI(data);
    if (encoded.length < 8 * 1024) headers.set('X-React-Router-Prerender-Data', encoded);
  }
  return new Request(`http://localhost${`${path}/`.replace(/\/\/+/g, '/')}`, { headers });
}

/** The client-folder file of a request: its URL path, plus `index.html` for a document. */
function fileOf(request: Request, suffix: string): string {
  return `${new URL(request.url).pathname}${suffix}`.replace(/^\/+/, '').replace(/\/\/+/g, '/');
}

/**
 * A path whose URL form is itself: no character the URL parser would percent-encode, no `.` or
 * `..` segment it would resolve. For those the file names are made as text; a `Request` and a
 * `URL` per name cost 0.05 ms, a second of a build's main process at 10 000 pages (decision 127).
 */
const PLAIN_PATH = /^(?:\/(?!\.\.?(?:\/|$))[\w\-.~!$&'()*+,;=:@]*)+\/?$|^\/$/;

/** The client-folder file of the HTML of `path`, as `renderDocument` names it. */
export function documentFile(path: string): string {
  if (PLAIN_PATH.test(path)) return `${`${path}/`.replace(/\/\/+/g, '/').slice(1)}index.html`;
  return fileOf(documentRequest(path, undefined), 'index.html');
}

/** The client-folder file of the payload of `path`, as `renderData` names it. */
export function dataFile(path: string): string {
  if (PLAIN_PATH.test(path))
    return (path.endsWith('/') ? `${path}_.data` : `${path}.data`).replace(/\/\/+/g, '/').slice(1);
  return fileOf(dataRequest(path), '');
}

/**
 * Renders the payload of `path`; throws React Router's message on a status it would refuse.
 * The bytes go to the file as they came: most payloads are 8 KiB or more (never sent along with
 * the document request), so they are never decoded to text and encoded again.
 */
export async function renderData(handler: RequestHandler, path: string): Promise<PayloadFile> {
  const request = dataRequest(path);
  const response = await handler(request);
  if (response.status !== 200 && response.status !== 202) {
    throw new Error(
      `Prerender (data): Received a ${response.status} status code from \`entry.server.tsx\` while prerendering the \`${path}\` path.\n${new URL(request.url).pathname}`,
    );
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  // encodeURI writes every byte of UTF-8 as at least one character: a payload of 8 KiB of bytes
  // or more never fits the header, whatever its length in characters.
  const text = bytes.length < HEADER_LIMIT ? new TextDecoder().decode(bytes) : undefined;
  return { path: fileOf(request, ''), bytes, text };
}

/** Renders the HTML of `path`, given its payload (`renderData`), as React Router writes it. */
export async function renderDocument(
  handler: RequestHandler,
  path: string,
  data: string | undefined,
): Promise<PageFile> {
  const request = documentRequest(path, data);
  const response = await handler(request);
  let html = await response.text();
  const pathname = new URL(request.url).pathname;
  if (REDIRECT_STATUSES.has(response.status)) {
    const location = escapeHtml(response.headers.get('Location') ?? '');
    const delay = response.status === 302 ? 2 : 0;
    html = `<!doctype html>
<head>
<title>Redirecting to: ${location}</title>
<meta http-equiv="refresh" content="${delay};url=${location}">
<meta name="robots" content="noindex">
</head>
<body>
\t<a href="${location}">
    Redirecting from <code>${escapeHtml(pathname)}</code> to <code>${location}</code>
  </a>
</body>
</html>`;
  } else if (response.status !== 200) {
    throw new Error(
      `Prerender (html): Received a ${response.status} status code from \`entry.server.tsx\` while prerendering the \`${pathname}\` path.\n${html}`,
    );
  }
  return { path: fileOf(request, 'index.html'), contents: html };
}
