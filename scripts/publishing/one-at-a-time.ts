/**
 * Runs tasks one after the other, each once the one before has settled: `npm start`'s live
 * builds and its preview's share the machine's cores and the bundler's files, so they take turns.
 */
export function oneAtATime(): <T>(run: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (run) => {
    const next = last.then(run, run);
    last = next.catch(() => undefined);
    return next;
  };
}
