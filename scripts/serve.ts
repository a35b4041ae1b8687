/**
 * `npm run serve`: serves the built site (`build/client`) as a static host would.
 * Env: `PORT` (default 3000), `HOST` (default 127.0.0.1), `FOAJE_OUT_DIR` (default `build`).
 * An argument overrides the directory: `node scripts/serve.ts path/to/client`.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readEnvironment } from '../app/model/environment.ts';
import { clientDirOf } from './site-builder/output-layout.ts';
import { createStaticServer } from './static-server/static-server.ts';

const dir = process.argv[2] === undefined ? clientDirOf(readEnvironment()) : resolve(process.argv[2]);
const port = Number(process.env['PORT'] ?? 3000);
const host = process.env['HOST'] ?? '127.0.0.1';

if (!existsSync(join(dir, 'index.html'))) {
  console.error(`No built site in ${dir}: run \`npm run build\` first (or \`npm start\` to build and serve).`);
  process.exit(1);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env['PORT'] ?? ''}"`);
  process.exit(1);
}

const server = createStaticServer(dir, { log: (line) => console.log(line) });
server.on('error', (error) => {
  console.error(`Cannot serve on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  console.log(`Foaje is served from ${dir} at http://${shownHost}:${actualPort}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
