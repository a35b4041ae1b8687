/**
 * Runs `react-router build`: Vite's client and server builds, and React Router's prerender of
 * one path per route (FOAJE_PRERENDER, react-router.config.ts). Its lines are kept, not shown;
 * if it fails the last of them are handed to `onFailure`, since they say why.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export function runReactRouterBuild(repoRoot: string, env: Record<string, string | undefined>, onFailure: (lines: string) => void): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'node_modules/.bin/react-router'), 'build'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => lines.push(line));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else {
        onFailure(lines.slice(-40).join('\n'));
        reject(new Error(`react-router build failed (${signal ?? `exit code ${String(code)}`}).`));
      }
    });
  });
}
