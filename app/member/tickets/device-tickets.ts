import { z } from 'zod';
import type { MyTicket } from '../api/mappers.ts';
import { TICKETS_KEY } from '../state/saved-profile.ts';
import { isPast } from './door-order.ts';

/**
 * The member's tickets kept on the device, so "Mine billetter" opens at the door with no
 * signal (decision 157): one entry in local storage, for the member whose profile is
 * saved beside it. The profile store removes it with the profile (log out, a 401) and at every
 * login (saved-profile.ts); here it is written only for the member still logged in, read only
 * for that member, and never holds a ticket whose time has passed.
 */

/** What the device holds: whose tickets, when they came from the API, and the tickets. */
export interface DeviceTickets {
  /** The member's e-mail address as the saved profile has it, lower-cased. */
  owner: string;
  /** When the API answered with these tickets (epoch ms). */
  savedAt: number;
  tickets: MyTicket[];
}

const Ticket = z.object({
  movieId: z.union([z.number(), z.string()]),
  movieTitle: z.string(),
  notes: z.string(),
  qrCode: z.string().min(1),
  qrUrl: z.string(),
  startTime: z.string(),
  expirationDate: z.string(),
  image: z.string(),
  sal: z.string(),
  seatsInfo: z.object({
    info: z.string(),
    seats: z.array(z.object({ row: z.string(), seats: z.array(z.string()) })),
  }),
});
const Stored = z.object({ owner: z.string(), savedAt: z.number(), tickets: z.array(Ticket) });

const ownerOf = (email: string) => email.trim().toLowerCase();

/**
 * The tickets kept for `email`, without those past at `now` (Oslo wall clock); null when
 * nothing is kept for that member, or what is kept cannot be read (then it is removed).
 */
export function readDeviceTickets(storage: Storage, email: string, now: string): DeviceTickets | null {
  let text: string | null;
  try {
    text = storage.getItem(TICKETS_KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  let parsed: z.infer<typeof Stored>;
  try {
    parsed = Stored.parse(JSON.parse(text));
  } catch {
    forgetDeviceTickets(storage);
    return null;
  }
  if (parsed.owner !== ownerOf(email)) return null;
  return { ...parsed, tickets: parsed.tickets.filter((ticket) => !isPast(ticket, now)) };
}

/**
 * Keeps the API's answer for `email`, without past tickets, only while that member is the
 * one logged in (`loggedInEmail` read just before: an answer that arrives after a logout or
 * another member's login is dropped). A browser that refuses storage keeps nothing.
 */
export function writeDeviceTickets(
  storage: Storage,
  entry: DeviceTickets,
  loggedInEmail: string | null,
  now: string,
): boolean {
  if (loggedInEmail === null || ownerOf(loggedInEmail) !== ownerOf(entry.owner)) return false;
  const kept: DeviceTickets = {
    owner: ownerOf(entry.owner),
    savedAt: entry.savedAt,
    tickets: entry.tickets.filter((ticket) => !isPast(ticket, now)),
  };
  try {
    storage.setItem(TICKETS_KEY, JSON.stringify(kept));
    return true;
  } catch {
    return false;
  }
}

/** Removes the kept tickets. */
export function forgetDeviceTickets(storage: Storage): void {
  try {
    storage.removeItem(TICKETS_KEY);
  } catch {
    // Storage refused: nothing could have been kept either.
  }
}
