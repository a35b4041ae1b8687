/**
 * Runs the ticketing provider alone (the browser suite's web server, the bench and the kill -9
 * test; `npm start` runs it with the other local services). Env: `TICKETING_PROVIDER_PORT` or
 * `PORT` (default 4300), `HOST`, `FOAJE_CONTENT_DIR`, `FOAJE_TODAY`, `FOAJE_SITE_ORIGINS`
 * (comma-separated; else the local site on `SITE_PORT`), `TICKETING_PROVIDER_DB` (the seat
 * store, kept across starts), `TICKETING_PROVIDER_RESET_DB=true` (delete it first),
 * `PARTNER_API_DB_118` / `PARTNER_API_DB_178` (the partner APIs' files), and the limits of
 * local-services/ticketing-provider/config.ts.
 */
import { readEnvironment } from '../../app/model/environment.ts';
import { siteOriginsFromEnv } from '../partner-api/start-partner-api.ts';
import { readProviderSettings, type TicketingProviderSettings } from './config.ts';
import { startTicketingProvider, TICKETING_PROVIDER_PORT } from './start-ticketing-provider.ts';

const env = readEnvironment();

let settings: TicketingProviderSettings;
try {
  settings = readProviderSettings(process.env);
} catch (error) {
  // Stop before listening, naming the variable.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const service = await startTicketingProvider({
  contentDir: env.FOAJE_CONTENT_DIR,
  host: process.env['HOST'] ?? '127.0.0.1',
  port: Number(process.env['TICKETING_PROVIDER_PORT'] ?? process.env['PORT'] ?? TICKETING_PROVIDER_PORT),
  resetDb: process.env['TICKETING_PROVIDER_RESET_DB'] === 'true',
  siteOrigins: siteOriginsFromEnv({ ...process.env, PORT: process.env['SITE_PORT'] }),
  settings,
  today: env.FOAJE_TODAY,
});
console.log(`${service.name}: ${service.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void service.close().then(() => process.exit(0));
  });
}
