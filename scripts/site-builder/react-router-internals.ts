/**
 * React Router's internals: every part of React Router (8.4, framework mode, `ssr: false`) the
 * build relies on beyond its public API, in one module. The rest of the build uses its public
 * API only (`createRequestHandler`, `matchRoutes`, the `ServerBuild` type, the config's
 * `prerender.paths`, `@react-router/dev/routes`), so an upgrade of React Router can break only
 * what is here; docs/architecture.md ("React Router's internals and upgrading React Router")
 * says how to check one. Each part names what it mirrors in React Router's code and the test
 * that refuses a drift:
 *
 * 1. The prerender's requests and files, as `@react-router/dev`'s prerender makes them
 *    (node_modules/@react-router/dev/dist/vite.js: `createDataRequest`, `createRouteRequest`,
 *    `postProcess`): the `.data` payload first, then the HTML with that payload in the
 *    `X-React-Router-Prerender-Data` header, so the loaders run once per page when the payload
 *    is small; its file names, its redirect document, its error messages, its SPA fallback.
 *    The file names and bytes are React Router's; only the loop around it is ours
 *    (scripts/build-incremental.test.ts: every file byte for byte against React Router's own
 *    prerender; this module's tests: the names against React Router's `Request`s).
 * 2. Its server build as the handler of our pages: the `ssr: false` handler answers only the
 *    paths of `build.prerender`, reads each route's loader from `routes[id].module` at each
 *    request, and reads the prerendered payload header only when `IS_RR_BUILD_REQUEST` is set
 *    (react-router/dist/.../server-runtime/dev.js) (scripts/build-incremental.test.ts).
 * 3. The HTML its `<Links>` and `<Scripts>` write: the module preloads in the `<head>` and one
 *    module script that imports the route modules, sets `window.__reactRouterRouteModules` and
 *    imports the client entry (scripts/post-build/scripts-after-load.ts moves them after
 *    `load`; a page with React Router's hydration context but no such script stops the build,
 *    naming this module; scripts/build-incremental.test.ts checks a built page's was moved).
 * 4. Its build process: the config is evaluated in the `react-router build` process itself, so
 *    its prerender paths can wait for the content over that process's IPC channel (decision
 *    131); and its `ssr: false` checks need one prerendered path for each route with a loader,
 *    so it prerenders one path per route (`onePathPerRoute`) and the render workers every page
 *    (decision 70), from a smaller venue where that covers the routes (react-router-snapshot.ts:
 *    each of its requests has a 10 s limit that cannot be configured).
 * 5. App side: the server build bundles its own copy of the app's modules, so a page loader
 *    reaches the render worker through a global, not an import (app/routes/page-reads.server.ts).
 */
import { createRequestHandler, type RouteObject, type ServerBuild } from 'react-router';
import { createRouteMatcher } from './route-matcher.ts';
import { documentFileOf, payloadFileOf, payloadPath } from '../../app/engine/urls/page-bundle-address.ts';

// 1. The prerender's requests and files.

/** What answers a request: `createRequestHandler(build, 'production')` from react-router. */
export type RequestHandler = (request: Request) => Promise<Response>;

/** The file React Router's `ssr: false` build leaves for an SPA host; we answer unknown paths with 404.html instead. */
export const SPA_FALLBACK_FILE = '__spa-fallback.html';

/** The header that carries a page's payload into its document request. */
const PRERENDER_DATA_HEADER = 'X-React-Router-Prerender-Data';

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
  return new Request(new URL(`http://localhost${payloadPath(path).replace(/\/\/+/g, '/')}`));
}

/** Under this many bytes (or characters) a payload rides along in the document request, as React Router sends it. */
const HEADER_LIMIT = 8 * 1024;

/** The document request; the payload rides along when small, as React Router sends it. */
export function documentRequest(path: string, data: string | undefined): Request {
  const headers = new Headers();
  // encodeURI never shortens a string: a payload of 8 KiB or more is never sent (most pages).
  if (data !== undefined && data.length < HEADER_LIMIT) {
    const encoded = encodeURI(data);
    if (encoded.length < HEADER_LIMIT) headers.set(PRERENDER_DATA_HEADER, encoded);
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
  if (PLAIN_PATH.test(path)) return documentFileOf(path);
  return fileOf(documentRequest(path, undefined), 'index.html');
}

/** The client-folder file of the payload of `path`, as `renderData` names it. */
export function dataFile(path: string): string {
  if (PLAIN_PATH.test(path)) return payloadFileOf(path);
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

// 2. The server build as the handler of our pages.

/** A route module's loader as React Router calls it. */
export type Loader = (args: {
  request: Request;
  params: Record<string, string | undefined>;
  context: unknown;
}) => unknown;

/** The loader of route `id` of a server build, if it has one. */
export function loaderOf(build: Pick<ServerBuild, 'routes'>, id: string): Loader | undefined {
  return build.routes[id]?.module.loader as Loader | undefined;
}

/**
 * `routes` with each route module's loader replaced by `wrap(id, loader)` (the modules
 * themselves are not touched): React Router reads a route's loader from the routes it was given
 * at each request.
 */
export function withLoaders(
  routes: ServerBuild['routes'],
  wrap: (id: string, loader: Loader) => Loader,
): ServerBuild['routes'] {
  const wrapped: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(routes)) {
    if (route === undefined) continue;
    const loader = route.module.loader as Loader | undefined;
    wrapped[id] = loader === undefined ? route : { ...route, module: { ...route.module, loader: wrap(id, loader) } };
  }
  return wrapped;
}

/**
 * A handler of the build's pages through React Router's server build, each loader called
 * through `wrap` (`withLoaders`). With `ssr: false` the handler answers only the paths of
 * `build.prerender` (React Router's one path per route, searched linearly per request): it gets `paths`,
 * which the caller keeps to the batch in hand, so each check is short and every page is allowed.
 */
export function prerenderHandler(
  build: ServerBuild,
  paths: string[],
  wrap: (id: string, loader: Loader) => Loader,
): RequestHandler {
  // React Router reads the prerendered payload header only in a build request (server-runtime/dev.js).
  process.env['IS_RR_BUILD_REQUEST'] = 'yes';
  return createRequestHandler({ ...build, routes: withLoaders(build.routes, wrap), prerender: paths }, 'production');
}

/** A server build's route manifest as the nested route objects `matchRoutes` takes. */
export function routeObjectsOf(build: Pick<ServerBuild, 'routes'>, parentId?: string): RouteObject[] {
  return Object.values(build.routes)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const { id, path, caseSensitive } = route!;
      const children = routeObjectsOf(build, id);
      return route!.index === true ? { id, index: true, path, caseSensitive } : { id, path, caseSensitive, children };
    });
}

// 3. The HTML of <Links> and <Scripts>.

/** React Router's module preloads (`<Links>`), as it writes them into the `<head>`. */
export const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>/gi;
// The one module script that sets the route modules (`<Scripts>`).
const HYDRATION_SCRIPT =
  /(<script type="module" async="">)((?:(?!<\/script>)[\s\S])*?window\.__reactRouterRouteModules(?:(?!<\/script>)[\s\S])*?)(<\/script>)/g;
// The hydration context `<Scripts>` writes before it: a page React Router means to hydrate.
const HYDRATION_CONTEXT = 'window.__reactRouterContext';
const SIDE_EFFECT_IMPORT = /^import\s*("[^"]+");?$/;
const NAMESPACE_IMPORT = /^import\s*\*\s*as\s+([A-Za-z_$][\w$]*)\s+from\s*("[^"]+");?$/;
// The modules the hydration script imports, statically as React Router writes it or dynamically.
const MODULE_IMPORT = /\bimport\s*(?:[\w*\s{},]*\s+from\s*)?\(?\s*"(\/[^"]+\.js)"/g;

/** React Router's hydration script of a page: where it is, its opening tag, body and closing tag. */
export interface HydrationScript {
  index: number;
  length: number;
  open: string;
  body: string;
  close: string;
}

/**
 * The hydration script of a page React Router rendered, or undefined for a page it does not
 * hydrate (a redirect document, 404.html). Throws for a page with React Router's hydration
 * context but no hydration script of the shape above, or with two: React Router writes it
 * otherwise now, and the build would silently leave its scripts to start at once.
 */
export function hydrationScriptOf(html: string): HydrationScript | undefined {
  const found = [...html.matchAll(HYDRATION_SCRIPT)];
  if (found.length > 1) throw new Error('A page with two React Router hydration scripts');
  const [match] = found;
  if (match === undefined) {
    if (html.includes(HYDRATION_CONTEXT))
      throw new Error(
        "A page with React Router's hydration context but no hydration script of the shape the build knows (scripts/site-builder/react-router-internals.ts): has React Router's <Scripts> output changed?",
      );
    return undefined;
  }
  const [whole, open = '', body = '', close = ''] = match;
  return { index: match.index, length: whole.length, open, body, close };
}

/** One line of the hydration script: an import the build rewrites, or any other statement. */
export type HydrationLine =
  | { kind: 'side-effect'; specifier: string }
  | { kind: 'namespace'; name: string; specifier: string }
  | { kind: 'statement'; text: string };

/** The lines of a hydration script's body (trimmed, empty ones left out), its imports read. */
export function hydrationLines(body: string): HydrationLine[] {
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line): HydrationLine => {
      const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
      if (sideEffect) return { kind: 'side-effect', specifier: sideEffect[1] ?? '' };
      const namespace = NAMESPACE_IMPORT.exec(line);
      if (namespace) return { kind: 'namespace', name: namespace[1] ?? '', specifier: namespace[2] ?? '' };
      if (/^import\b(?!\s*\()/.test(line))
        throw new Error(`React Router's hydration script has an import the build cannot read: ${line}`);
      return { kind: 'statement', text: line };
    });
}

/** The URLs of the modules a page's scripts import by path (the route modules, the client entry). */
export function importedModules(html: string): string[] {
  return [...html.matchAll(MODULE_IMPORT)].map((match) => match[1] ?? '');
}

// React Router's scripts of a page: the hydration context and its data, the hydration script (as
// written, or started after load), the scroll restorer.
const REACT_ROUTER_SCRIPT =
  /<script\b[^>]*>(?:(?!<\/script>)[\s\S])*?(?:__reactRouter|import |storageKey)(?:(?!<\/script>)[\s\S])*<\/script>/g;

/**
 * A page without React Router's scripts and module preloads: its HTML and CSS, and its own inline
 * scripts (the consent banner's first-paint script decides what paints, decision 102), for the
 * cost of the page with no client framework (bench/lighthouse-floor.ts, decision 108).
 */
export function withoutReactRouterScripts(html: string): string {
  return html.replace(MODULE_PRELOAD, '').replace(REACT_ROUTER_SCRIPT, '');
}

/**
 * React Router's scripts in a page, in order: what {@link withoutReactRouterScripts} takes out,
 * and what another page needs to be hydrated by the same build (the bench's hydration floor).
 */
export function reactRouterScriptsOf(html: string): string[] {
  return html.match(REACT_ROUTER_SCRIPT) ?? [];
}

// 4. The build process.

/** React Router's process: its config first needs the snapshot. */
export const SNAPSHOT_WANTED = 'foaje:snapshot-wanted';
/** The build's answer: the snapshot file is written. */
export const SNAPSHOT_READY = 'foaje:snapshot-ready';

let waiting: Promise<void> | undefined;

/**
 * Resolves once the snapshot named by `FOAJE_SNAPSHOT_FILE` may be read (asked once a process),
 * for the config's prerender paths: `npm run build` starts `react-router build` before the
 * content is loaded (decision 131, react-router-build.ts) with an IPC channel, and the config
 * runs in that process. Run any other way (no channel, e.g. `react-router build` by hand), the
 * snapshot is there already and nothing is asked.
 */
export function waitForSnapshot(): Promise<void> {
  const send = process.send?.bind(process);
  if (send === undefined || !process.connected) return Promise.resolve();
  waiting ??= new Promise<void>((resolveReady, reject) => {
    // The listeners keep the channel, and so the process, alive only while they wait.
    const onMessage = (message: unknown) => {
      if (message !== SNAPSHOT_READY) return;
      process.off('message', onMessage);
      process.off('disconnect', onDisconnect);
      resolveReady();
    };
    const onDisconnect = () => {
      process.off('message', onMessage);
      reject(new Error('The build stopped before the content was loaded.'));
    };
    process.on('message', onMessage);
    process.once('disconnect', onDisconnect);
    send(SNAPSHOT_WANTED);
  });
  return waiting;
}

/** A route of `app/routes.ts` as `@react-router/dev/routes` describes it. */
interface RouteEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

function toRouteObjects(entries: readonly RouteEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const id = entry.id ?? entry.file;
    if (entry.index === true) return { id, index: true };
    return { id, path: entry.path ?? '', children: toRouteObjects(entry.children ?? []) };
  });
}

/**
 * The first path of `paths` for each route that any of them reaches (the same route matching as
 * React Router's prerender, `/${path}/`). scripts/build.ts renders every page itself; React
 * Router prerenders only these, which its `ssr: false` checks need (every route with a loader
 * prerendered at least once), so a route added to app/routes.ts is covered without a change here.
 */
export function onePathPerRoute(routes: readonly RouteEntry[], paths: readonly string[]): string[] {
  const match = createRouteMatcher(toRouteObjects(routes));
  const seen = new Set<string>();
  const chosen: string[] = [];
  for (const path of paths) {
    const matches = match(`/${path}/`.replace(/^\/\/+/, '/'));
    const key = matches?.map((found) => found.route.id).join('>') ?? `unmatched:${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push(path);
  }
  return chosen;
}

/**
 * True when `chosen` (React Router's paths from a smaller snapshot, decision 71) reach every
 * route that `all` (every page of the build) reaches, and each is a page of the build: React
 * Router's files for them are then all overwritten by the render workers.
 */
export function coversEveryRoute(
  routes: readonly RouteEntry[],
  chosen: readonly string[],
  all: readonly string[],
): boolean {
  const pages = new Set(all);
  if (!chosen.every((path) => pages.has(path))) return false;
  return (
    onePathPerRoute(routes, [...chosen, ...onePathPerRoute(routes, all)]).length ===
    onePathPerRoute(routes, chosen).length
  );
}
