/**
 * `npm start` (after `npm run build`): serves the built site and starts the local reference
 * services it talks to (server/local-services.ts). Env as `npm run serve`, plus
 * `FOAJE_CONTENT_DIR` for the venue the services serve.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readEnvironment } from '../app/model/environment.ts';
import { startLocalServices } from '../server/local-services.ts';
import { createStaticServer } from './static-server/static-server.ts';

const env = readEnvironment();
const dir = resolve(join(env.FOAJE_OUT_DIR ?? 'build', 'client'));
const port = Number(process.env['PORT'] ?? 3000);
const host = process.env['HOST'] ?? '127.0.0.1';
const contentDir = env.FOAJE_CONTENT_DIR;

if (!existsSync(join(dir, 'index.html'))) {
  console.error(`No built site in ${dir}: run \`npm run build\` first.`);
  process.exit(1);
}

const services = await startLocalServices({ contentDir, host }).catch((error: unknown) => {
  console.error(`A local service could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

const site = createStaticServer(dir, { log: (line) => console.log(line) });
site.on('error', (error) => {
  console.error(`Cannot serve on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
site.listen(port, host, () => {
  console.log(`Foaje (the sample venue) at http://${host}:${port}/`);
  for (const service of services) console.log(`  ${service.name}: ${service.url}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    site.close();
    site.closeAllConnections();
    void Promise.allSettled(services.map((service) => service.close())).then(() => process.exit(0));
  });
}
