import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { ContentSnapshot } from '../../app/model/content-snapshot.ts';
import { hashPassword, hashSecret, newSecret } from './passwords.ts';
import { seededRandom } from '../seeded-random.ts';

/** A member the seed creates: the README and the tests log in with these. */
export interface SeedMember {
  email: string;
  userName: string;
  password: string;
}

/** One member per partner instance, so a test can tell the instances apart by who exists. */
export const SEED_MEMBERS: Readonly<Record<number, SeedMember>> = {
  118: { email: 'kari.nordmann@example.no', userName: 'Kari Nordmann', password: 'kinokveld-118' },
  178: { email: 'ola.hansen@example.no', userName: 'Ola Hansen', password: 'kinokveld-178' },
};

/**
 * Members of partner 118 for the browser suite's logged-in checks, one per project (desktop,
 * phone): the API keeps one session per member (a login ends the last one), so the two projects
 * logged in as one member at the same time logged each other out. Each has tickets and a film on
 * its list, as Kari has.
 */
export const SUITE_MEMBERS: readonly SeedMember[] = [
  { email: 'per.olsen@example.no', userName: 'Per Olsen', password: 'kinokveld-desktop' },
  { email: 'liv.dahl@example.no', userName: 'Liv Dahl', password: 'kinokveld-phone' },
];

/**
 * Members of partner 118 for the browser suite's tickets-at-the-door checks, two per project
 * (desktop, phone): one browser logs in as the first, then as the second on the same device.
 * Members of their own, so no other spec's login ends their sessions meanwhile. Each has tickets.
 */
export const DOOR_MEMBERS: Readonly<Record<'desktop' | 'phone', readonly [SeedMember, SeedMember]>> = {
  desktop: [
    { email: 'siri.moe@example.no', userName: 'Siri Moe', password: 'dora-desktop-1' },
    { email: 'arne.vik@example.no', userName: 'Arne Vik', password: 'dora-desktop-2' },
  ],
  phone: [
    { email: 'tone.aas@example.no', userName: 'Tone Aas', password: 'dora-phone-1' },
    { email: 'geir.lund@example.no', userName: 'Geir Lund', password: 'dora-phone-2' },
  ],
};

/**
 * Addresses with tickets bought before they had an account: signing up with one of them shows
 * its tickets once the sign-up's confirmation mail has been opened (the browser suite signs up
 * as these, one per viewport, and opens the mail's link from the outbox).
 */
export const GUEST_PURCHASERS: readonly string[] = ['ingrid.berg@example.no', 'jonas.lie@example.no'];

/** Reviewer names per instance: a review's author says which instance answered. */
const REVIEWERS: Readonly<Record<number, readonly string[]>> = {
  118: ['Solveig A.', 'Per Olav', 'Hilde M.', 'Mats', 'Jon Erik', 'Anniken', 'Tor B.', 'Sunniva', 'Eirik H.', 'Liv'],
  178: ['Ola fra Sørbyen', 'Randi K.', 'Bjørnar', 'Gunn S.', 'Trond Ivar'],
};

const COMMENTS: Readonly<Record<number, readonly string[]>> = {
  6: [
    'Årets beste film. Jeg satt klistret til setet.',
    'Helt magisk, og nydelig foto.',
    'Gikk ut av salen med gåsehud.',
  ],
  5: [
    'Sterke skuespillere og en slutt jeg ikke så komme.',
    'Vakker og morsom, litt lang i midten.',
    'Verdt hver krone av billetten.',
  ],
  4: ['God film, men musikken ble litt mye.', 'Fin kinokveld, og barna likte den.', 'Solid, uten å være fantastisk.'],
  3: ['Noen fine scener, men historien haltet.', 'Helt grei, men jeg har sett bedre.'],
  2: ['Skuffende etter all omtalen.', 'For treg for min smak.'],
  1: ['Dessverre ikke noe for meg.'],
};

/** `YYYY-MM-DD HH:mm:ss` (Oslo wall time, as content holds it) → the API's `YYYY-MM-DDTHH:mm:ss`. */
function apiTime(wall: string): string {
  return wall.replace(' ', 'T');
}

/** Wall-clock arithmetic on the parts (UTC used only as a calendar), as app/content does. */
function addHours(wall: string, hours: number): string {
  const date = new Date(`${wall.replace(' ', 'T')}Z`);
  date.setUTCHours(date.getUTCHours() + hours);
  return date.toISOString().slice(0, 19);
}

function daysBefore(today: string, days: number, hour: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  date.setUTCHours(hour);
  return date.toISOString().slice(0, 19);
}

export interface SeedOptions {
  partnerId: number;
  /** Prefix for poster paths, e.g. an image CDN; '' keeps the content's site paths. */
  imageHost?: string;
}

/** Fills a fresh database from the venue's content: movies by EDI, reviews, ratings, members, tickets. */
export async function seedDatabase(db: DatabaseSync, snapshot: ContentSnapshot, options: SeedOptions): Promise<void> {
  const { partnerId } = options;
  const next = seededRandom(partnerId);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

  const films = snapshot.productions
    .filter((p) => p.object === 'movie' && p.edi !== undefined)
    .sort((a, b) => a.id.localeCompare(b.id));
  const movieIds = new Map<string, number>();
  const insertMovie = db.prepare('INSERT INTO movies (movie_id, edi, title, poster, link) VALUES (?, ?, ?, ?, ?)');
  films.forEach((film, index) => {
    // Each instance numbers films its own way, as two regional systems would.
    const movieId = partnerId * 1000 + index + 1;
    movieIds.set(film.id, movieId);
    const poster = film.assets.find((asset) => asset.type === 'first_poster')?.url ?? '';
    const posterUrl = poster && !/^https?:/.test(poster) ? `${options.imageHost ?? ''}${poster}` : poster;
    insertMovie.run(movieId, film.edi ?? '', film.title, posterUrl, `/${film.parentSlug}`);
  });

  // The first film now showing gets more reviews than one page holds (take 20), on 118 only.
  const showing = films.find((film) => film.objectClass === 'movie');
  const reviewers = REVIEWERS[partnerId] ?? REVIEWERS[118] ?? [];
  const insertReview = db.prepare(
    'INSERT INTO reviews (movie_id, user_id, user_name, image, comment, rating, added_at, likes_count) VALUES (?, ?, ?, NULL, ?, ?, ?, ?)',
  );
  const insertRating = db.prepare('INSERT INTO ratings (movie_id, value) VALUES (?, ?)');
  for (const film of films) {
    const movieId = movieIds.get(film.id) ?? 0;
    const reviewCount = film === showing ? (partnerId === 118 ? 25 : 3) : Math.floor(next() * 5);
    for (let i = 0; i < reviewCount; i++) {
      const rating = Math.min(6, 3 + Math.floor(next() * 4));
      const author = reviewers[i % reviewers.length] ?? 'Anonym';
      insertReview.run(
        movieId,
        5000 + (i % reviewers.length),
        author,
        pick(COMMENTS[rating] ?? []),
        rating,
        daysBefore(snapshot.today, i + 1, 12 + (i % 8)),
        Math.floor(next() * 12),
      );
      insertRating.run(movieId, rating);
    }
    const quietRatings = 4 + Math.floor(next() * 40);
    for (let i = 0; i < quietRatings; i++) insertRating.run(movieId, 1 + Math.floor(next() * 6));
  }

  const seedMember = SEED_MEMBERS[partnerId];
  const suite = [...SUITE_MEMBERS, ...DOOR_MEMBERS.desktop, ...DOOR_MEMBERS.phone];
  const members = seedMember === undefined ? [] : [seedMember, ...(partnerId === 118 ? suite : [])];
  const memberEmails: string[] = [];
  // The seeded members own their addresses: confirmed, so their tickets show (decision 193).
  const insertMember = db.prepare(
    'INSERT INTO members (email, user_name, password_hash, token_hash, email_confirmed_at) VALUES (?, ?, ?, ?, 0)',
  );
  const onList = films.find((film) => film.objectClass === 'movie_coming');
  for (const member of members) {
    const { lastInsertRowid } = insertMember.run(
      member.email,
      member.userName,
      await hashPassword(member.password),
      hashSecret(newSecret()),
    );
    memberEmails.push(member.email);
    if (onList)
      db.prepare('INSERT INTO watchlist (member_id, movie_id, added_at) VALUES (?, ?, ?)').run(
        lastInsertRowid,
        movieIds.get(onList.id) ?? 0,
        0,
      );
  }

  // Tickets: two screenings per purchaser, spread over the programme.
  const screenings = snapshot.events
    .filter((event) => event.object === 'movie' && movieIds.has(event.production.id))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id));
  const insertTicket = db.prepare(
    `INSERT INTO tickets (email, movie_id, start_time, expiration_date, screen, seats_json, seats_text, qr_code, qr_url, notes)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let ticketNumber = partnerId * 10000;
  // The door members last, so the tickets of the members and purchasers before them stay as they were.
  const doorEmails = new Set([...DOOR_MEMBERS.desktop, ...DOOR_MEMBERS.phone].map((member) => member.email));
  const purchasers = [
    ...memberEmails.filter((email) => !doorEmails.has(email)),
    ...GUEST_PURCHASERS,
    ...memberEmails.filter((email) => doorEmails.has(email)),
  ];
  purchasers.forEach((email, purchaser) => {
    for (const offset of [1, 6]) {
      const event = screenings[(purchaser * 3 + offset) % Math.max(1, screenings.length)];
      if (!event) continue;
      ticketNumber += 1;
      const row = 3 + Math.floor(next() * 9);
      const first = 1 + Math.floor(next() * 14);
      const seats = [first, first + 1];
      const secret = createHash('sha256')
        .update(`${String(partnerId)}:${String(ticketNumber)}:${email}`)
        .digest('hex')
        .slice(0, 12);
      const qrCode = `FJ${String(partnerId)}-${String(event.eventNumber)}-${String(ticketNumber)}-${secret}`;
      insertTicket.run(
        email,
        movieIds.get(event.production.id) ?? 0,
        apiTime(event.startDate),
        addHours(event.startDate, 3),
        event.location,
        JSON.stringify([{ Row: row, Seats: seats }]),
        `Rad ${String(row)}, sete ${String(seats[0])}–${String(seats[1])}`,
        qrCode,
        `${snapshot.site.ticketing.host}/${String(partnerId)}/billetter/${String(ticketNumber)}`,
        offset === 1 ? '' : 'Husk å vise billetten i døra.',
      );
    }
  });
}
