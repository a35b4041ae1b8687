/**
 * Runs the platform's local services alone — platform data API (4110), management API (4111),
 * token cacher (4112) — so `npm run build -- --source platform` has them to read from without
 * `npm start`. Env: `HOST` (default 127.0.0.1), `FOAJE_CONTENT_DIR` (default `content`),
 * `FOAJE_TODAY` (the programme's day).
 */
import { DRAFTS_FILE, startManagementApi } from '../management-api/management-api.ts';
import { startTokenCacher } from '../token-cacher/token-cacher.ts';
import { startPlatformApi } from './platform-api.ts';
import { readEnvironment } from '../../app/model/environment.ts';

const host = process.env['HOST'] ?? '127.0.0.1';
const contentDir = readEnvironment().FOAJE_CONTENT_DIR;
const services = await Promise.all([
  startPlatformApi({ contentDir, host }),
  startManagementApi({ contentDir, host, draftsFile: DRAFTS_FILE }),
  startTokenCacher({ host }),
]);
for (const service of services) console.log(`${service.name}: ${service.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.allSettled(services.map((service) => service.close())).then(() => process.exit(0));
  });
}
