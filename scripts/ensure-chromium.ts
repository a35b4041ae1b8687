/**
 * Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests. Playwright's own
 * browser download cannot work here (no network but the package registries), so we never use
 * it: as root we install the `chromium` package with apt; otherwise we say what to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

function run(command: string, args: readonly string[]): void {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(
      `\n✗ \`${command} ${args.join(' ')}\` failed (${result.error?.message ?? `exit code ${String(result.status)}`}).`,
    );
    process.exit(1);
  }
}

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `✗ The browser tests need Chromium at ${CHROMIUM}. Install Debian's package as root:\n` +
        '    sudo apt-get update && sudo apt-get install -y chromium',
    );
    process.exit(1);
  }
  console.log(`Chromium is not at ${CHROMIUM}: installing Debian's chromium package…`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
}

const version = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
if (version.status !== 0) {
  console.error(`✗ ${CHROMIUM} is there but does not start: ${version.stderr || String(version.error)}`);
  process.exit(1);
}
console.log(`✓ ${version.stdout.trim()} at ${CHROMIUM}`);
