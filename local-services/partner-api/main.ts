/**
 * Runs one partner API instance alone (the browser suite's web server; `npm start` runs both
 * with the other local services). Env: `PARTNER_ID` (118 or 178), `PORT` (default the
 * partner's fixed port), `HOST`, `FOAJE_CONTENT_DIR`, `FOAJE_TODAY`, `FOAJE_SITE_ORIGINS`
 * (comma-separated origins allowed to call with credentials), `PARTNER_API_DB` (the SQLite file,
 * kept across starts), `PARTNER_API_RESET_DB=true` (delete it first), and the cookie, session and
 * throttle settings of local-services/partner-api/config.ts (docs/deploy.md lists them).
 */
import { readEnvironment } from '../../app/model/environment.ts';
import { readPartnerApiSettings, type PartnerApiSettings } from './config.ts';
import { PARTNER_API_PORTS, siteOriginsFromEnv, startPartnerApi } from './start-partner-api.ts';

const env = readEnvironment();

const partnerId = Number(process.env['PARTNER_ID'] ?? 118);
let settings: PartnerApiSettings;
try {
  settings = readPartnerApiSettings(process.env);
} catch (error) {
  // Stop before listening: a wrong cookie setting would fail only in a visitor's browser.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const service = await startPartnerApi({
  partnerId,
  contentDir: env.FOAJE_CONTENT_DIR,
  host: process.env['HOST'] ?? '127.0.0.1',
  port: Number(process.env['PORT'] ?? PARTNER_API_PORTS[partnerId] ?? 0),
  ...(process.env['PARTNER_API_DB'] ? { dbFile: process.env['PARTNER_API_DB'] } : {}),
  resetDb: process.env['PARTNER_API_RESET_DB'] === 'true',
  settings,
  allowedOrigins: siteOriginsFromEnv({ ...process.env, PORT: process.env['SITE_PORT'] }),
  today: env.FOAJE_TODAY,
});
console.log(`${service.name}: ${service.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void service.close().then(() => process.exit(0));
  });
}
