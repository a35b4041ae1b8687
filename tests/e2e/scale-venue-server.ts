/**
 * The browser suite's second site: the sample venue at a multiplex's size, 40 film screenings a
 * day over the programme's 14 days (bench/programme-scale-venue.ts, the venue the bench
 * measures), built from the file source into `build-scale/` with the suite's own service hosts
 * and served as `npm run serve` serves a build. Playwright starts it beside the first site
 * (playwright.config.ts); programme-at-scale.spec.ts visits it.
 * Env: `PORT`, `HOST`, and the suite's `FOAJE_*` service variables, which the build reads.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeProgrammeScaleVenue } from '../../bench/programme-scale-venue.ts';
import { outputLayout } from '../../scripts/site-builder/output-layout.ts';
import { createStaticServer } from '../../scripts/static-server/static-server.ts';

/** Film screenings a day of the venue this site shows. */
const SCALE_SCREENINGS_PER_DAY = 40;

const repo = resolve(import.meta.dirname, '../..');
const outDir = join(repo, 'build-scale');
const content = mkdtempSync(join(tmpdir(), 'foaje-e2e-scale-'));
writeProgrammeScaleVenue(join(repo, 'content'), join(content, 'venue'), SCALE_SCREENINGS_PER_DAY);
const build = spawnSync(process.execPath, [join(repo, 'scripts/build.ts')], {
  cwd: repo,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    CI: '1',
    FOAJE_CONTENT_SOURCE: 'file',
    FOAJE_CONTENT_DIR: join(content, 'venue'),
    FOAJE_OUT_DIR: outDir,
  },
});
rmSync(content, { recursive: true, force: true });
if (build.status !== 0) {
  console.error('The build of the 40-a-day venue failed');
  process.exit(1);
}

const port = Number(process.env['PORT'] ?? 4180);
const host = process.env['HOST'] ?? '127.0.0.1';
const server = createStaticServer(outputLayout(outDir).client);
server.listen(port, host, () => console.log(`The 40-a-day venue is served at http://${host}:${String(port)}/`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
