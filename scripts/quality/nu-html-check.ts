/**
 * The Nu Html Checker (`vnu-jar`, the W3C validator's engine) over built pages. It runs on the
 * machine's Java (17 or later); the jar ships inside the npm package, so nothing is fetched.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { z } from 'zod';

const NuReport = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      subType: z.string().optional(),
      url: z.string().optional(),
      lastLine: z.number().optional(),
      message: z.string(),
      extract: z.string().optional(),
    }),
  ),
});

/** The jar's path, from the `vnu-jar` package (its main export is that path, as a String object). */
function vnuJarPath(): string {
  const exported: unknown = createRequire(import.meta.url)('vnu-jar');
  const path = exported instanceof String || typeof exported === 'string' ? exported.toString() : '';
  if (!path.endsWith('vnu.jar')) throw new Error('vnu-jar did not give the path of vnu.jar');
  return path;
}

/**
 * Every error the checker finds in `files`, one line each (`file:line: message`), relative to
 * `root`. Warnings and info messages are not errors and are left out. Throws when Java or the
 * jar cannot run, so a missing tool is never read as a clean result.
 */
export async function nuHtmlErrors(files: readonly string[], root: string): Promise<string[]> {
  if (files.length === 0) return [];
  const output = await new Promise<string>((resolveOutput, reject) => {
    const child = spawn(
      'java',
      ['-jar', vnuJarPath(), '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (error) => reject(new Error(`Cannot run java for the Nu Html Checker: ${error.message}`)));
    child.on('exit', (code) => {
      // The JSON report goes to stderr; stdout stays empty unless something else went wrong.
      if (code === 0) resolveOutput(stderr.trim() || stdout.trim());
      else reject(new Error(`The Nu Html Checker failed (exit code ${String(code)}): ${stderr.slice(0, 500)}`));
    });
  });
  const report = NuReport.parse(JSON.parse(output));
  return report.messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .map((message) => {
      const file = message.url ? relative(root, decodeURIComponent(message.url.replace(/^file:/, ''))) : '?';
      const extract = message.extract ? ` (${message.extract.replaceAll('\n', ' ').slice(0, 120)})` : '';
      return `${file}:${message.lastLine ?? '?'}: ${message.message}${extract}`;
    });
}
