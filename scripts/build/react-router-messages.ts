/**
 * What React Router's build process and `npm run build` tell each other over the IPC channel the
 * build gives it (react-router-build.ts; decision 131). The build starts that process before the
 * content is loaded, so its prerender paths, the only part that reads the snapshot, ask for it
 * and wait for the answer; and it says when the server build is written, so the render workers
 * can load it while React Router still prerenders its sample. Run any other way (no channel,
 * e.g. `react-router build` by hand), the snapshot is there already and nothing is told.
 */

/** React Router's process: its config first needs the snapshot. */
export const SNAPSHOT_WANTED = 'foaje:snapshot-wanted';
/** The build's answer: the snapshot file is written. */
export const SNAPSHOT_READY = 'foaje:snapshot-ready';
/** React Router's process: the server build is written (`server/index.js` and its chunks). */
export const SERVER_BUILT = 'foaje:server-built';

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

/** Tells the build that the server build is written; nothing when no build listens. */
export function tellServerBuilt(): void {
  if (process.send !== undefined && process.connected) process.send(SERVER_BUILT);
}
