/**
 * The build's side of the content process (scripts/site-builder/content-process.ts, decision 112):
 * starts it, forwards its progress, tells it whether React Router's snapshot is needed once
 * that is known (decision 127), and resolves with what bundling and rendering need; rejects
 * with the content's problems, described for the terminal.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { PlatformProgress } from '../../app/content/platform-source.server.ts';
import type { ContentReply, ContentRequest, ContentSummary } from './content-process.ts';

export interface LoadContentOptions {
  repoRoot: string;
  request: ContentRequest;
  /** Whether React Router's snapshot is to be written: the bundle is made anew. */
  reactRouterSnapshotWanted: Promise<boolean>;
  onNote(text: string): void;
  onFetch(event: PlatformProgress): void;
}

export function loadContent(options: LoadContentOptions): Promise<ContentSummary> {
  return new Promise((resolvePromise, reject) => {
    const child = fork(
      join(options.repoRoot, 'scripts/site-builder/content-process.ts'),
      [JSON.stringify(options.request)],
      {
        cwd: options.repoRoot,
        execArgv: [],
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    let summary: ContentSummary | undefined;
    let failure: string | undefined;
    void options.reactRouterSnapshotWanted.then((reactRouterSnapshot) => {
      if (child.connected) child.send({ reactRouterSnapshot });
    });
    child.on('message', (reply: ContentReply) => {
      if (reply.type === 'note') options.onNote(reply.text);
      else if (reply.type === 'fetch') options.onFetch(reply.event);
      else if (reply.type === 'loaded') summary = reply.summary;
      else failure = reply.message;
    });
    child.on('error', reject);
    // 'close', not 'exit': after the last message, which travels on one of its pipes.
    child.on('close', (code, signal) => {
      if (summary !== undefined && code === 0) resolvePromise(summary);
      else
        reject(
          new Error(
            failure ??
              `The content could not be loaded: its process stopped (${signal ?? `exit code ${String(code)}`}).`,
          ),
        );
    });
  });
}
