/**
 * `npm run check:deploy -- https://www.fjordheim.no [/kinoprogram]`: checks a deployed site
 * against the host rules of docs/deploy.md, with the redirect table of the local build
 * (`$FOAJE_OUT_DIR/client/_redirects.json`, default `build`). Exit code 1 when a check fails.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readEnvironment } from '../../app/model/environment.ts';
import { runDeployChecks } from './deploy-checks.ts';
import { parseRedirects } from '../static-server/http-rules.ts';
import { clientDirOf } from '../site-builder/output-layout.ts';

const [base, page = '/kinoprogram'] = process.argv.slice(2);
if (base === undefined || !/^https?:\/\//.test(base)) {
  console.error('Usage: npm run check:deploy -- <https://host> [<page path, default /kinoprogram>]');
  process.exit(2);
}
const redirectsFile = join(clientDirOf(readEnvironment()), '_redirects.json');
let redirects: Array<{ fromPath: string; toPath: string }> = [];
try {
  redirects = [...parseRedirects(readFileSync(redirectsFile, 'utf8'))].map(([fromPath, toPath]) => ({
    fromPath,
    toPath,
  }));
} catch (error) {
  console.warn(`(redirects not checked: ${error instanceof Error ? error.message : String(error)})`);
}

const checks = await runDeployChecks(base, { redirects, page });
for (const check of checks)
  console.log(`${check.ok ? '✓' : '✗'} ${check.name}${check.ok ? '' : `\n    saw: ${check.detail}`}`);
const failed = checks.filter((check) => !check.ok).length;
console.log(`\n${checks.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
