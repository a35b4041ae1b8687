/**
 * A cinema programme at a real venue's size, for the bench: the sample venue of `content/` with
 * its film screenings replaced by `screens` × `showsPerDay` screenings a day over the
 * programme's 14 days, and films enough to fill them (the sample's current films and generated
 * ones, each a production with title, poster, length, age limit, genre and facts). Its culture
 * programme, pages and articles stay the sample's. Deterministic: one seed, one venue.
 *
 * Sizes by screenings a day: 6 is the sample as it is; 20 a four-screen town cinema; 40 a
 * multiplex of eight screens.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from '../local-services/seeded-random.ts';

/** The programme's horizon: the build day and the 13 after it (content/README.md). */
const HORIZON_DAYS = 14;

/** Screens and shows a day of each size the bench builds; the sample's own size has none. */
const PROGRAMME_SIZES: Readonly<Record<number, { screens: number; showsPerDay: number } | null>> = {
  6: null,
  20: { screens: 4, showsPerDay: 5 },
  40: { screens: 8, showsPerDay: 5 },
};

/** What the generator needs of one of the sample's current films. */
interface SampleFilm {
  id: string;
  /** Its age limit, the first of its features ('Tillatt for alle', '9 år', …). */
  ageLimit: string;
  durationMinutes: number;
}

export interface ScaleOptions {
  screens: number;
  showsPerDay: number;
  days?: number;
  seed?: number;
  /** The sample's current films: they play too, their own screenings replaced. */
  sampleFilms: readonly SampleFilm[];
  /** Poster and still URLs to reuse (the sample's images). */
  posters: readonly string[];
  stills: readonly string[];
  /** The first event number; the sample's own are six digits from 100101. */
  firstEventNumber?: number;
}

export interface ScaleProgramme {
  /** Generated film productions, as content/productions/{id}.json holds them. */
  productions: Record<string, unknown>[];
  /** Every film screening, as content/events.json holds them. */
  events: GeneratedEvent[];
}

interface GeneratedEvent {
  id: string;
  eventNumber: number;
  production: string;
  day: number;
  time: string;
  location: string;
  ticketCount: number;
  featured?: boolean;
  club?: boolean;
  features?: { name: string; highlight: boolean }[];
  adFlags?: string[];
  highlightHeading?: string;
  highlightBody?: string;
}

const AGE_LIMITS = ['Tillatt for alle', '6 år', '9 år', '12 år', '15 år', '18 år'] as const;
const GENRES = ['Drama', 'Komedie', 'Action', 'Thriller', 'Animasjon', 'Familie', 'Dokumentar', 'Skrekk'] as const;
const FIRST = ['Nattens', 'Den siste', 'Havets', 'Fjellets', 'Byens', 'Vinterens', 'Den stille', 'Nordens', 'Lysets'];
const SECOND = ['vokter', 'reise', 'hemmelighet', 'sang', 'datter', 'grense', 'ekko', 'flukt', 'hjerte', 'sommer'];
const COUNTRIES = ['Norge', 'Sverige', 'Danmark', 'USA', 'Frankrike', 'Storbritannia', 'Japan'] as const;
/** Seats of the screens, largest first (a multiplex's Sal 1 to Sal 8). */
const SEATS = [312, 246, 198, 164, 132, 108, 86, 64] as const;
/** Minutes between two shows' starts on a screen: the longest film (150 min) and cleaning. */
const SLOT_MINUTES = 165;

function pick<T>(random: () => number, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('å', 'a')
    .replaceAll('ø', 'o')
    .replaceAll('æ', 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A film for children: shown in the day's first shows only; the 15 and 18 år films from the third. */
const isFamily = (age: string) => age === 'Tillatt for alle' || age === '6 år';
const isLate = (age: string) => age === '15 år' || age === '18 år';

interface Film {
  id: string;
  age: string;
  duration: number;
  /** How often it is picked against the others: new and popular films play more. */
  weight: number;
  original: boolean;
}

/** The `index`th generated film's production (a film now showing, opened within six weeks). */
function generatedFilm(index: number, random: () => number, options: ScaleOptions): [Film, Record<string, unknown>] {
  const title = `${FIRST[index % FIRST.length] ?? ''} ${SECOND[Math.floor(index / FIRST.length) % SECOND.length] ?? ''}`;
  const id = `skala-film-${index + 1}`;
  const number = 50_000 + index;
  const slug = `${slugOf(title)}-dxm-${number}`;
  const age = pick(random, AGE_LIMITS);
  const genre = isFamily(age) ? pick(random, ['Animasjon', 'Familie', 'Komedie']) : pick(random, GENRES);
  const original = !isFamily(age) && random() < 0.5;
  const duration = 80 + Math.floor(random() * 70);
  const country = original ? pick(random, COUNTRIES.slice(3)) : pick(random, COUNTRIES.slice(0, 3));
  const features = [
    { name: age, highlight: false },
    { name: original ? 'Originaltale' : 'Norsk tale', highlight: false },
    ...(original ? [{ name: 'Norsk tekst', highlight: false }] : []),
    { name: '2D', highlight: false },
  ];
  const poster = options.posters[index % options.posters.length] ?? '/images/logo.svg';
  const still = options.stills[index % options.stills.length] ?? '/images/logo.svg';
  const production = {
    id,
    object: 'movie',
    objectClass: 'movie',
    parentSlug: slug,
    pageReference: slug,
    title,
    edi: `DXM2026${String(number).padStart(4, '0')}`,
    featured: false,
    contents: [
      {
        summary: `${title}: en ${genre.toLowerCase()} om mennesker ved fjorden, fortalt med varme og humor.`,
        body: `<p>${title} følger en familie gjennom ett år der alt forandres. Filmen er laget med skuespillere fra hele landet og er spilt inn langs kysten.</p><p>Kritikerne har trukket fram fotoet og musikken, og filmen har gått for fulle saler siden premieren.</p>`,
      },
    ],
    assets: [
      { type: 'first_poster', url: poster, focalPointQuery: 'fp-x=0.5&fp-y=0.3', alt: `Plakat for «${title}»` },
      { type: 'first_image', url: still, focalPointQuery: 'fp-x=0.5&fp-y=0.5', alt: `Et bilde fra «${title}»` },
    ],
    features,
    properties: [
      { property: 'first_night', value: `-${Math.floor(random() * 42)}d` },
      { property: 'duration', value: String(duration) },
      { property: 'genre', value: genre },
      { property: 'country', value: country },
      { property: 'year', value: '2026' },
      ...(original ? [{ property: 'language', value: 'en' }] : []),
    ],
    ticketSales: [{ available: true }],
  };
  return [{ id, age, duration, weight: 0.3 + random() * 2, original }, production];
}

/** What a screening says of itself: the film's facts, and now and then 3D, access or an audience. */
function screeningFeatures(film: Film, slot: number, random: () => number): GeneratedEvent['features'] {
  const roll = random();
  if (roll > 0.3) return undefined;
  const dubbed = isFamily(film.age) && random() < 0.5;
  return [
    { name: film.age, highlight: isFamily(film.age) },
    { name: film.original && !dubbed ? 'Originaltale' : 'Norsk tale', highlight: false },
    ...(film.original ? [{ name: 'Norsk tekst', highlight: false }] : []),
    { name: roll < 0.12 ? '3D' : '2D', highlight: false },
    ...(roll < 0.06 ? [{ name: 'Teleslynge', highlight: false }] : []),
    ...(roll < 0.04 ? [{ name: 'Synstolket', highlight: false }] : []),
    ...(slot === 0 && roll < 0.08 ? [{ name: 'Sansevennlig visning', highlight: false }] : []),
  ];
}

/** `HH:mm` of a screen's show: screens start ten minutes apart, shows {@link SLOT_MINUTES} apart from 11:00. */
export function showTime(screen: number, slot: number): string {
  const minutes = 11 * 60 + screen * 10 + slot * SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** About one and a half films for each screening a day (60 at 40 a day), the sample's own among them. */
export function filmCount(screeningsPerDay: number): number {
  return Math.round(screeningsPerDay * 1.5);
}

/** The generated films and every film screening of a venue of `screens` × `showsPerDay` a day. */
export function scaleProgramme(options: ScaleOptions): ScaleProgramme {
  const random = seededRandom(options.seed ?? 51);
  const days = options.days ?? HORIZON_DAYS;
  const perDay = options.screens * options.showsPerDay;
  if (options.screens > SEATS.length) throw new Error(`At most ${SEATS.length} screens`);
  if (showTime(options.screens - 1, options.showsPerDay - 1) >= '24:00') throw new Error('Too many shows a day');
  const films: Film[] = options.sampleFilms.map((film) => ({
    id: film.id,
    age: film.ageLimit,
    duration: film.durationMinutes,
    weight: 0.3 + random() * 2,
    original: false,
  }));
  const productions: Record<string, unknown>[] = [];
  for (let index = 0; films.length < filmCount(perDay); index++) {
    const [film, production] = generatedFilm(index, random, options);
    films.push(film);
    productions.push(production);
  }
  const events: GeneratedEvent[] = [];
  let eventNumber = options.firstEventNumber ?? 300_001;
  for (let day = 0; day < days; day++) {
    for (let screen = 0; screen < options.screens; screen++) {
      for (let slot = 0; slot < options.showsPerDay; slot++) {
        const fits = films.filter(
          (film) => !(isFamily(film.age) && slot >= 2) && !(isLate(film.age) && slot < 2) && film.duration <= 150,
        );
        const film = weighted(fits, random);
        const seats = SEATS[screen] ?? 100;
        const sold = random() < 0.05 ? seats : Math.floor(random() * random() * seats);
        const features = screeningFeatures(film, slot, random);
        // The home page's schedule lists featured screenings: one evening show a day for every four screens.
        const featured = screen % 4 === 0 && slot === 3;
        const event: GeneratedEvent = {
          id: `e-${eventNumber}`,
          eventNumber,
          production: film.id,
          day,
          time: showTime(screen, slot),
          location: `Sal ${screen + 1}`,
          ticketCount: seats - sold,
          ...(featured ? { featured } : {}),
          ...(features ? { features } : {}),
          ...(slot === 4 && screen === options.screens - 1 && day % 7 === 2 ? { club: true } : {}),
          ...(slot === 0 && screen === 1 && day % 7 === 3
            ? {
                highlightHeading: 'Babykino',
                highlightBody: 'Visning for foreldre med spedbarn: dempet lyd, litt lys i salen og plass til vogna',
              }
            : {}),
        };
        events.push(event);
        eventNumber++;
      }
    }
  }
  return { productions, events };
}

function weighted(films: readonly Film[], random: () => number): Film {
  const total = films.reduce((sum, film) => sum + film.weight, 0);
  let left = random() * total;
  for (const film of films) {
    left -= film.weight;
    if (left < 0) return film;
  }
  const last = films.at(-1);
  if (last === undefined) throw new Error('No film fits the show');
  return last;
}

interface ProductionFile {
  id: string;
  object: string;
  objectClass: string;
  features: { name: string }[];
  properties: { property: string; value: string }[];
}

/**
 * Writes the sample venue into `targetDir` with `screeningsPerDay` film screenings a day (a key
 * of {@link PROGRAMME_SIZES}): at 6 the sample as it is; else its film screenings replaced by
 * {@link scaleProgramme}'s and its films joined by the generated ones. Returns the counts.
 */
export function writeProgrammeScaleVenue(
  sourceDir: string,
  targetDir: string,
  screeningsPerDay: number,
): { films: number; screenings: number } {
  if (!(screeningsPerDay in PROGRAMME_SIZES)) throw new Error(`No venue of ${screeningsPerDay} screenings a day`);
  cpSync(sourceDir, targetDir, { recursive: true });
  const productionsDir = join(targetDir, 'productions');
  const productions = readdirSync(productionsDir).map(
    (name) => JSON.parse(readFileSync(join(productionsDir, name), 'utf8')) as ProductionFile,
  );
  const byId = new Map(productions.map((production) => [production.id, production]));
  const eventsFile = join(targetDir, 'events.json');
  const sampleEvents = JSON.parse(readFileSync(eventsFile, 'utf8')) as { production: string }[];
  const isFilm = (event: { production: string }) => byId.get(event.production)?.object === 'movie';
  const current = productions.filter((production) => production.objectClass === 'movie');
  const size = PROGRAMME_SIZES[screeningsPerDay];
  if (!size) return { films: current.length, screenings: sampleEvents.filter(isFilm).length };
  const images = (folder: string) =>
    readdirSync(join(sourceDir, 'images', folder))
      .sort()
      .map((name) => `/images/${folder}/${name}`);
  const programme = scaleProgramme({
    ...size,
    sampleFilms: current
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((film) => ({
        id: film.id,
        ageLimit: film.features[0]?.name ?? 'Tillatt for alle',
        durationMinutes: Number(film.properties.find((property) => property.property === 'duration')?.value ?? 120),
      })),
    posters: images('posters'),
    stills: images('stills'),
  });
  for (const production of programme.productions)
    writeFileSync(join(productionsDir, `${String(production.id)}.json`), `${JSON.stringify(production, null, 2)}\n`);
  const events = [...sampleEvents.filter((event) => !isFilm(event)), ...programme.events];
  writeFileSync(eventsFile, `${JSON.stringify(events, null, 2)}\n`);
  return { films: current.length + programme.productions.length, screenings: programme.events.length };
}
