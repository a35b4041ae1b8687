import type { ServerType } from '@hono/node-server';

/**
 * Stops a service: no new connections, and every open one closed, idle keep-alive ones included.
 * `server.close()` alone waits for each client to hang up, so a browser still open beside a
 * stopping service (a bench, `npm start`'s Ctrl+C) kept the close from ever resolving.
 */
export function closeServer(server: ServerType): Promise<void> {
  return new Promise((done, fail) => {
    server.close((error) => (error === undefined ? done() : fail(error)));
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}
