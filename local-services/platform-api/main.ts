/**
 * Runs the platform's local services alone — platform data API (4110), management API (4111),
 * token cacher (4112), or the ports of `FOAJE_PLATFORM_API_URL`, `FOAJE_MANAGEMENT_API_URL` and
 * `FOAJE_AUTH_URL` when they name this machine (decision 216) — so
 * `npm run build -- --source platform` has them to read from without `npm start`. Env: `HOST`
 * (default 127.0.0.1), `FOAJE_CONTENT_DIR` (default `content`), `FOAJE_TODAY` (the programme's day).
 */
import { DRAFTS_FILE, startManagementApi } from '../management-api/management-api.ts';
import { startTokenCacher, TOKEN_PATH } from '../token-cacher/token-cacher.ts';
import { startPlatformApi } from './platform-api.ts';
import { readEnvironment } from '../../app/model/environment.ts';
import { localPortOption } from '../local-port.ts';

const host = process.env['HOST'] ?? '127.0.0.1';
const env = readEnvironment();
const contentDir = env.FOAJE_CONTENT_DIR;
const services = await Promise.all([
  startPlatformApi({ contentDir, host, ...localPortOption(env.FOAJE_PLATFORM_API_URL) }),
  startManagementApi({
    contentDir,
    host,
    draftsFile: DRAFTS_FILE,
    ...localPortOption(env.FOAJE_MANAGEMENT_API_URL),
  }),
  startTokenCacher({ host, ...localPortOption(env.FOAJE_AUTH_URL, TOKEN_PATH) }),
]);
for (const service of services) console.log(`${service.name}: ${service.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.allSettled(services.map((service) => service.close())).then(() => process.exit(0));
  });
}
