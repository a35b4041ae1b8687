/**
 * The management API's drafts (decision 196): what an editor changed and has not yet published,
 * kept beside what was published, per site, in one SQLite file (durable across restarts; a
 * publish is one transaction). The venue's base is the content folder, read as the platform
 * service reads it; the store holds only what editors changed on top of it:
 *
 * - `published` rows: changes published through the API (they stay on top of the folder);
 * - `draft` rows: changes not yet published.
 *
 * `stable=1` reads the folder plus the published rows, `stable=0` that plus the drafts. A publish
 * moves every draft row to `published`.
 */
import type { PlatformArticle } from '../../app/content/platform-payloads.ts';
import { inTransaction, openDurableSqlite } from '../durable-sqlite.ts';

export type Version = 'draft' | 'published';
/** What a row holds: an article (`/article`) or a page configuration (`/block-data`). */
export type Kind = 'article' | 'page';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS changes (
  site_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('article', 'page')),
  id TEXT NOT NULL,
  version TEXT NOT NULL CHECK (version IN ('draft', 'published')),
  body TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (site_id, kind, id, version)
);
CREATE TABLE IF NOT EXISTS seeded (site_id TEXT PRIMARY KEY);
`;

/** One changed item: its id and its whole JSON. */
export interface Change {
  kind: Kind;
  id: string;
  value: { id: string } & Record<string, unknown>;
}

export interface DraftStore {
  /** The changes a version adds to the folder: `published` the published ones, `draft` those and the drafts on top. */
  changes(siteId: string, version: Version): Change[];
  /** Writes a draft of one item (replacing an earlier draft of it). */
  putDraft(siteId: string, change: Change): void;
  /** Moves every draft of the site to published, in one transaction; how many there were. */
  publish(siteId: string): number;
  /** Writes the sample venue's drafts once per site (a new store, or a site never seeded). */
  seedOnce(siteId: string, drafts: () => readonly Change[]): void;
  close(): void;
}

export function openDraftStore(file: string, now: () => Date = () => new Date()): DraftStore {
  const db = openDurableSqlite(file);
  db.exec(SCHEMA);
  const select = db.prepare(
    'SELECT kind, id, body FROM changes WHERE site_id = ? AND version = ? ORDER BY kind, updated_at, id',
  );
  const upsert = db.prepare(
    `INSERT INTO changes (site_id, kind, id, version, body, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (site_id, kind, id, version) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at`,
  );
  const rowsOf = (siteId: string, version: Version): Change[] =>
    (select.all(siteId, version) as Array<{ kind: Kind; id: string; body: string }>).map((row) => ({
      kind: row.kind,
      id: row.id,
      value: JSON.parse(row.body) as Change['value'],
    }));
  const transaction = <T>(run: () => T): T => inTransaction(db, run);

  return {
    changes(siteId, version) {
      const published = rowsOf(siteId, 'published');
      if (version === 'published') return published;
      const drafts = rowsOf(siteId, 'draft');
      const key = (change: Change) => `${change.kind}\0${change.id}`;
      const drafted = new Set(drafts.map(key));
      return [...published.filter((change) => !drafted.has(key(change))), ...drafts];
    },
    putDraft(siteId, change) {
      upsert.run(siteId, change.kind, change.id, 'draft', JSON.stringify(change.value), now().toISOString());
    },
    publish(siteId) {
      return transaction(() => {
        const drafts = rowsOf(siteId, 'draft');
        // Each keeps its time, so the published list is in the order the drafts were.
        db.prepare(
          `INSERT INTO changes (site_id, kind, id, version, body, updated_at)
           SELECT site_id, kind, id, 'published', body, updated_at FROM changes WHERE site_id = ? AND version = 'draft'
           ON CONFLICT (site_id, kind, id, version) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at`,
        ).run(siteId);
        db.prepare("DELETE FROM changes WHERE site_id = ? AND version = 'draft'").run(siteId);
        return drafts.length;
      });
    },
    seedOnce(siteId, drafts) {
      transaction(() => {
        if (db.prepare('SELECT 1 FROM seeded WHERE site_id = ?').get(siteId) !== undefined) return;
        db.prepare('INSERT INTO seeded (site_id) VALUES (?)').run(siteId);
        for (const change of drafts())
          upsert.run(siteId, change.kind, change.id, 'draft', JSON.stringify(change.value), now().toISOString());
      });
    },
    close() {
      db.close();
    },
  };
}

/** Applies changes to a list of items by id: a changed item replaces its namesake in place, a new one is added at the end. */
export function applyChanges<T extends { id: string }>(
  items: readonly T[],
  changes: readonly Change[],
  kind: Kind,
): T[] {
  const mine = changes.filter((change) => change.kind === kind);
  const byId = new Map(mine.map((change) => [change.id, change.value as unknown as T]));
  const known = new Set(items.map((item) => item.id));
  return [
    ...items.map((item) => byId.get(item.id) ?? item),
    ...mine.filter((change) => !known.has(change.id)).map((change) => change.value as unknown as T),
  ];
}

/**
 * The sample venue's drafts: a new article, and the anniversary article with a paragraph added.
 * Neither is on the live site until published.
 */
export function sampleDrafts(published: readonly PlatformArticle[]): Change[] {
  const drafts: Change[] = [
    {
      kind: 'article',
      id: 'filmklubb-for-unge',
      value: {
        id: 'filmklubb-for-unge',
        title: 'Filmklubb for unge',
        body: '# Filmklubb for unge\n\nFra januar starter vi filmklubb for alle mellom 13 og 19 år. Vi møtes annenhver torsdag i Sal 2, ser en film sammen og snakker om den etterpå. Medlemskapet er gratis.\n',
        format: 'markdown',
      },
    },
  ];
  const anniversary = published.find((article) => article.id === 'om-jubileet');
  if (anniversary !== undefined)
    drafts.push({
      kind: 'article',
      id: anniversary.id,
      value: {
        ...anniversary,
        body: `${anniversary.body.trimEnd()}\n\nJubileumsboka «Lys på lerretet» kommer i salg i foajeen i desember.\n`,
      },
    });
  return drafts;
}
