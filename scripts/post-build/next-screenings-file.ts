/**
 * `/visninger/neste.json` (app/member/watch-list/next-screenings-file.ts): every film's next
 * screenings on sale, as the home page's hero and a film page's first screen choose them
 * (app/blocks/parts/ticket/next-screenings.ts), for the watch list's "next screening" links.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { nextTickets } from '../../app/blocks/parts/ticket/next-screenings.ts';
import { productionPath } from '../../app/engine/urls/site-paths.ts';
import { NEXT_SCREENINGS_PATH, type NextScreeningsFile } from '../../app/member/watch-list/next-screenings-file.ts';
import type { Event } from '../../app/model/event.ts';
import type { Production } from '../../app/model/production.ts';
import type { Site } from '../../app/model/site.ts';

/** What the file is made of: plain content, so tests can pass any venue. */
export interface NextScreeningsInput {
  site: Site;
  productions: readonly Production[];
  events: readonly Event[];
  /** The build's date (Oslo, `YYYY-MM-DD`). */
  today: string;
}

/** How many screenings each film carries: enough for the days between two builds. */
const PER_FILM = 6;

/** The file's data: each film with its EDI number and its next screenings on sale. */
export function buildNextScreenings(input: NextScreeningsInput): NextScreeningsFile {
  const byProduction = new Map<string, Event[]>();
  for (const event of input.events) {
    byProduction.set(event.production.id, [...(byProduction.get(event.production.id) ?? []), event]);
  }
  return {
    films: input.productions
      .filter((production) => production.object === 'movie')
      .map((production) => ({
        path: productionPath(production),
        edis: production.edi === undefined ? [] : [production.edi],
        next: nextTickets(input.site, byProduction.get(production.id) ?? [], input.today, PER_FILM).map((ticket) => ({
          start: ticket.startDate,
          saleEnds: ticket.saleEnds,
          buy: ticket.purchaseUrl,
        })),
      })),
  };
}

/** Writes the file under `clientDir`. */
export async function writeNextScreeningsFile(clientDir: string, input: NextScreeningsInput): Promise<void> {
  const file = join(clientDir, NEXT_SCREENINGS_PATH.slice(1));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(buildNextScreenings(input)));
}
