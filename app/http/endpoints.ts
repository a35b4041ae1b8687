/**
 * Named endpoints (spec §7.1): configuration names each call (`login`, `tickets`, …) and gives
 * its method and path relative to the API's base URL. A path may hold `:name` parameters, in
 * the path or in a fixed query (`api/GetMovieByEdiDx?edi=:edi`), filled per request.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Endpoint {
  method: HttpMethod;
  /** Relative to the base URL, no leading slash: `api/LoginDx`, `sites/:site/basic_events`. */
  path: string;
}

/** The endpoints of one API, by name. */
export type EndpointTable = Readonly<Record<string, Endpoint>>;

/** Values for `:name` parameters; each is URL-encoded when filled in. */
export type PathParams = Readonly<Record<string, string | number>>;

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * The endpoint's path with every `:name` replaced by its encoded value. Throws naming the
 * endpoint when a parameter is missing, so a typo never reaches the network as `:edi`.
 */
function fillPath(name: string, path: string, params: PathParams = {}): string {
  return path.replace(PARAM, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Endpoint "${name}" needs the parameter :${key}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The absolute URL of a named endpoint, `query` appended to any query the path fixes.
 * Throws for an endpoint the table does not name.
 */
export function endpointUrl(
  table: EndpointTable,
  baseUrl: string,
  name: string,
  params?: PathParams,
  query?: Readonly<Record<string, string | number>>,
): { method: HttpMethod; url: string } {
  const endpoint = table[name];
  if (!endpoint) throw new Error(`Unknown endpoint "${name}"`);
  const url = new URL(fillPath(name, endpoint.path, params), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  return { method: endpoint.method, url: url.toString() };
}
