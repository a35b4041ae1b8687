/**
 * Runs the runtime API alone (the browser suite's web server): `node local-services/runtime-api/main.ts`.
 * Env: `PORT` (default 4100), `HOST` (default 127.0.0.1), `FOAJE_CONTENT_DIR` (default
 * `content`), `FOAJE_TODAY` (YYYY-MM-DD, as the build), `TICKETING_PROVIDER_DB` (the ticketing
 * provider's seat store whose counts it answers; start the provider first when it resets the
 * file), `TICKETING_PROVIDER_RESET_DB=true` (delete it first: only with no provider beside).
 */
import { readEnvironment } from '../../app/model/environment.ts';
import { RUNTIME_API_PORT, startRuntimeApi } from './start-runtime-api.ts';

const env = readEnvironment();

const service = await startRuntimeApi({
  contentDir: env.FOAJE_CONTENT_DIR,
  host: process.env['HOST'] ?? '127.0.0.1',
  port: Number(process.env['PORT'] ?? RUNTIME_API_PORT),
  today: env.FOAJE_TODAY,
  resetSeatStore: process.env['TICKETING_PROVIDER_RESET_DB'] === 'true',
});
console.log(`${service.name} at ${service.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void service.close().then(() => process.exit(0));
  });
}
