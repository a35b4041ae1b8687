/**
 * The port of a service URL that names this machine (`http://127.0.0.1:4100/`,
 * `http://localhost:4118`), so a local service listens where the site's configuration points:
 * undefined for another host, https, a URL without a port, or a path other than the service's
 * own (`path`: `/` for a base URL, `/oauth/token` for the token cacher's endpoint).
 */
export function localPortOf(url: string | undefined, path = '/'): number | undefined {
  const match = /^http:\/\/(?:127\.0\.0\.1|localhost):(\d+)(\/.*)?$/.exec(url ?? '');
  if (match?.[1] === undefined || (match[2] ?? '/') !== path) return undefined;
  return Number(match[1]);
}

/** `{ port }` of {@link localPortOf}, or nothing: a service's options, its own port otherwise. */
export function localPortOption(url: string | undefined, path = '/'): { port?: number } {
  const port = localPortOf(url, path);
  return port === undefined ? {} : { port };
}
