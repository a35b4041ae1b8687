/**
 * How React Router's build process, started before the content is loaded (decision 131), waits
 * for the snapshot its prerender paths read: it asks the build over the IPC channel the build
 * gave it (react-router-build.ts) and goes on at the answer. Run any other way (no channel, e.g.
 * `react-router build` by hand), the snapshot is there already and nothing is asked.
 */

/** The message React Router's process sends when its config first needs the snapshot. */
export const SNAPSHOT_WANTED = 'foaje:snapshot-wanted';
/** The build's answer: the snapshot file is written. */
export const SNAPSHOT_READY = 'foaje:snapshot-ready';

let waiting: Promise<void> | undefined;

/** Resolves once the snapshot named by `FOAJE_SNAPSHOT_FILE` may be read (asked once a process). */
export function waitForSnapshot(): Promise<void> {
  const send = process.send?.bind(process);
  if (send === undefined || !process.connected) return Promise.resolve();
  waiting ??= new Promise<void>((resolveReady, reject) => {
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
