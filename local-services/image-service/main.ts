/**
 * Runs the image service alone (the browser suite's web server; `npm start` runs it with the
 * other local services). Env: `PORT` (default 4200), `HOST` (default 127.0.0.1),
 * `FOAJE_CONTENT_DIR` (default `content`: its `images/` folder is served).
 */
import { join } from 'node:path';
import { readEnvironment } from '../../app/model/environment.ts';
import { IMAGE_SERVICE_PORT, startImageService } from './image-service.ts';

const service = await startImageService({
  imagesDir: join(readEnvironment().FOAJE_CONTENT_DIR, 'images'),
  host: process.env['HOST'] ?? '127.0.0.1',
  port: Number(process.env['PORT'] ?? IMAGE_SERVICE_PORT),
});
console.log(`${service.name}: ${service.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void service.close().then(() => process.exit(0));
  });
}
