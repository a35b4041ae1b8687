/**
 * What React Router's build process and `npm run build` tell each other over the IPC channel the
 * build gives it (react-router-build.ts; decision 131). The build starts that process before the
 * content is loaded, so its prerender paths, the only part that reads the snapshot, ask for it
 * and wait for the answer. Run any other way (no channel, e.g. `react-router build` by hand),
 * the snapshot is there already and nothing is asked.
 */

/** React Router's process: its config first needs the snapshot. */
export const SNAPSHOT_WANTED = 'foaje:snapshot-wanted';
/** The build's answer: the snapshot file is written. */
export const SNAPSHOT_READY = 'foaje:snapshot-ready';

let waiting: Promise<void> | undefined;

/** Resolves once the snapshot named by `FOAJE_SNAPSHOT_FILE` may be read (asked once a process). */
export function waitForSnapshot(): Promise<void> {
  const send = process.send?.bind(process);
  if (send === undefined || !process.connected) return Promise.resolve();
  waiting ??= new Promise<void>((resolveReady, reject) => {
    // The listeners keep the channel, and so the process, alive only while they wait.
    const onMessage = (message: unknown) => {
      if (message !== SNAPSHOT_READY) return;
      process.off('message', onMessage);
      process.off('disconnect', onDisconnect);
      resolveReady();
    };
    const onDisconnect = () => {
      process.off('message', onMessage);
      reject(new Error('The build stopped before the content was loaded.'));
    };
    process.on('message', onMessage);
    process.once('disconnect', onDisconnect);
    send(SNAPSHOT_WANTED);
  });
  return waiting;
}
