/**
 * What every local service is started with and returns once it listens
 * (local-services/start-local-services.ts starts them). A module of its own, so a service never imports the
 * list that imports it.
 */
import type { WebhookTarget } from './platform-api/content-webhook.ts';

/** A started service: its name and base URL for the start-up banner, and how to stop it. */
export interface RunningService {
  name: string;
  url: string;
  close(): Promise<void>;
}

/**
 * What the services are started with: `contentDir` is the sample venue they serve; with
 * `webhook`, the platform service calls the site's publish endpoint when that venue changes
 * (`npm start` with the platform source); with `draftWebhook`, the management API calls the
 * preview's when a draft changes (scripts/preview).
 */
export interface ServiceOptions {
  contentDir: string;
  host: string;
  webhook?: WebhookTarget;
  draftWebhook?: WebhookTarget;
}

/** Starts one service. */
export type ServiceStarter = (options: ServiceOptions) => Promise<RunningService>;
