/** Shared steps of the member specs: content facts, the QR decoder, the saved-profile key, the partner API's mail. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { readEnvironment } from '../../app/model/environment.ts';
import { localPortOf } from '../../local-services/local-port.ts';
import { productions } from './content.ts';

export const PROFILE_KEY = 'foaje-profile-new';

/** Films the partner API knows (by EDI), in its seed order (by id). */
export const apiFilms = productions
  .filter((p) => p.object === 'movie' && p.edi !== undefined)
  .sort((a, b) => a.id.localeCompare(b.id));

/** The seed gives the first film now showing 25 reviews on partner 118 (3 on 178). */
export const busiestFilm = apiFilms.find((p) => p.objectClass === 'movie');

/** The saved profile in the page's local storage, or null. */
export function savedProfile(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), PROFILE_KEY);
}

/** Screenshots a rendered QR code and decodes it as a phone at the door would. */
export async function decodeQr(qr: Locator): Promise<string | undefined> {
  const png = await qr.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

/**
 * The link of the newest confirmation mail the suite's partner API 118 sent to `email`, read as
 * its recipient would find it: the partner API's outbox, in the SQLite file playwright.config.ts
 * gives it (`foaje-e2e-partner-{id}-{port}.sqlite` in the temp folder), as the tests of the
 * reset mail read it.
 */
export function confirmationLink(email: string): string | undefined {
  const port = localPortOf(readEnvironment().FOAJE_PARTNER_API_118);
  const db = new DatabaseSync(join(tmpdir(), `foaje-e2e-partner-118-${String(port)}.sqlite`), { readOnly: true });
  try {
    const row = db
      .prepare("SELECT link FROM outbox WHERE email = ? AND kind = 'confirm-email' ORDER BY id DESC LIMIT 1")
      .get(email) as { link: string } | undefined;
    return row?.link;
  } finally {
    db.close();
  }
}
