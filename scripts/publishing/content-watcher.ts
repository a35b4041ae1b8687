/**
 * Watches the content folder (file source) and names each file that changed, so `npm start`
 * rebuilds within seconds of an edit. Editors' own scratch files are not content.
 */
import { watch } from 'node:fs';
import { join } from 'node:path';

/** Backups, swap and lock files of editors (`x.json~`, `.x.json.swp`, vim's `4913` probe). */
function isScratchFile(file: string): boolean {
  const name = file.slice(file.lastIndexOf('/') + 1);
  return (
    name.startsWith('.') || name.endsWith('~') || name.endsWith('.swp') || name.endsWith('.tmp') || /^\d+$/.test(name)
  );
}

export interface ContentWatcher {
  close(): void;
}

/** Calls `onChange` with the changed file's path (`label/…`, e.g. `content/productions/de-ukjente.json`). */
export function watchContent(
  dir: string,
  label: string,
  onChange: (file: string) => void,
  onError: (error: Error) => void,
): ContentWatcher {
  const watcher = watch(dir, { recursive: true }, (_event, name) => {
    // Without a name (some file systems), the folder as a whole changed.
    const file = name === null ? '' : name.split('\\').join('/');
    if (file !== '' && isScratchFile(file)) return;
    onChange(file === '' ? label : join(label, file));
  });
  watcher.on('error', onError);
  return { close: () => watcher.close() };
}
