/**
 * The port of a service URL that names this machine (`http://127.0.0.1:4100/`,
 * `http://localhost:4118`), so a local service listens where the site's configuration points:
 * undefined for another host, https or a URL without a port.
 */
export function localPortOf(url: string | undefined): number | undefined {
  const port = /^http:\/\/(?:127\.0\.0\.1|localhost):(\d+)\/?$/.exec(url ?? '')?.[1];
  return port === undefined ? undefined : Number(port);
}

/** `{ port }` of {@link localPortOf}, or nothing: a service's options, its own port otherwise. */
export function localPortOption(url: string | undefined): { port?: number } {
  const port = localPortOf(url);
  return port === undefined ? {} : { port };
}
