/**
 * Synthetic venues for the build benchmark: the sample venue of `content/` (every page
 * configuration, menu, article and its current programme) plus a number of generated culture
 * items, each a production file of the same schema with a page of its own (`/{pageReference}`).
 *
 * The generated items are past events of the venue's archive: a first night before the build
 * day and no upcoming performance. So the catalogue grows while the programme pages (home,
 * /kulturprogram, /kinoprogram) keep the sample's size, as a real venue's do; a film would be
 * listed on /filmer and the home page for good, turning two pages into lists of thousands.
 */
import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CATEGORIES = ['konsert', 'standup', 'barn', 'teater', 'foredrag', 'dans', 'quiz'] as const;
const GENRES: Readonly<Record<(typeof CATEGORIES)[number], string>> = {
  konsert: 'Konsert',
  standup: 'Stand-up',
  barn: 'Barneteater',
  teater: 'Teater',
  foredrag: 'Foredrag',
  dans: 'Dans',
  quiz: 'Quiz',
};
const FIRST = [
  'Høstkveld',
  'Vinterlys',
  'Sommernatt',
  'Nordavind',
  'Fjordsang',
  'Tidevann',
  'Morgengry',
  'Skumring',
  'Bølgebrus',
  'Fjellvann',
];
const SECOND = [
  'med Trio Blå',
  'i Havnaparken',
  'for hele familien',
  'på Storsalen',
  'og venner',
  'fra Vestlandet',
  'i kulturhuset',
  'på kaia',
];

/** One generated culture item: id, title and slug are unique for each `index`. */
export interface SyntheticItem {
  id: string;
  title: string;
  pageReference: string;
  category: (typeof CATEGORIES)[number];
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('å', 'a')
    .replaceAll('ø', 'o')
    .replaceAll('æ', 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The `index`th generated item (0-based): a readable title, and the spec's slug shape with a 5-character ending. */
export function syntheticItem(index: number): SyntheticItem {
  const category = CATEGORIES[index % CATEGORIES.length] ?? 'konsert';
  const title = `${FIRST[index % FIRST.length] ?? ''} ${SECOND[Math.floor(index / FIRST.length) % SECOND.length] ?? ''} ${index + 1}`;
  // Base 36, five characters, never clashing with the sample's hand-written endings (they hold letters in other places).
  const ending = `z${index.toString(36).padStart(4, '0')}`;
  return { id: `arkiv-${index + 1}`, title, pageReference: `${slugOf(title)}-${ending}`, category };
}

/** The production file of one generated item, pointing at one of the sample's images. */
function syntheticProduction(item: SyntheticItem, image: string): Record<string, unknown> {
  const days = 20 + (Number.parseInt(item.pageReference.slice(-4), 36) % 700);
  return {
    id: item.id,
    object: 'culture',
    objectClass: 'culture',
    parentSlug: item.pageReference,
    pageReference: item.pageReference,
    title: item.title,
    category: item.category,
    featured: false,
    contents: [
      {
        summary: `${item.title}: en kveld i Fjordheim kulturhus som publikum fortsatt snakker om.`,
        body: [
          `<p>${item.title} fylte salen i Fjordheim kulturhus. Kvelden bød på ${GENRES[item.category].toLowerCase()} av beste sort, med kunstnere fra hele regionen og et publikum som sang med.</p>`,
          '<p>Arrangementet ble til i samarbeid med lokale lag og foreninger, og inntektene gikk til kulturskolens arbeid med barn og unge. Takk til alle frivillige som gjorde kvelden mulig.</p>',
          '<p>Følg med i kulturprogrammet for nye forestillinger, og meld deg på nyhetsbrevet for å få vite om dem først.</p>',
        ].join(''),
      },
    ],
    assets: [
      { type: 'first_poster', url: image, focalPointQuery: 'fp-x=0.5&fp-y=0.4', alt: `Plakat for «${item.title}»` },
      {
        type: 'first_image',
        url: image,
        focalPointQuery: 'fp-x=0.5&fp-y=0.5',
        alt: `Fra scenen under «${item.title}»`,
      },
    ],
    features: [{ name: 'Tillatt for alle', highlight: false }],
    properties: [
      { property: 'first_night', value: `-${days}d` },
      { property: 'duration', value: '90' },
      { property: 'genre', value: GENRES[item.category] },
      { property: 'price', value: '250 kr' },
    ],
    ticketSales: [{ available: false }],
  };
}

/**
 * Writes a venue into `targetDir`: a copy of `sourceDir` (the sample venue) and `extra`
 * generated culture items, so the build makes `extra` more pages than the sample does.
 */
export function writeSyntheticVenue(sourceDir: string, targetDir: string, extra: number): void {
  cpSync(sourceDir, targetDir, { recursive: true });
  const productions = join(targetDir, 'productions');
  mkdirSync(productions, { recursive: true });
  const stills = readdirSync(join(sourceDir, 'images/stills'))
    .sort()
    .map((name) => `/images/stills/${name}`);
  for (let index = 0; index < extra; index++) {
    const item = syntheticItem(index);
    const production = syntheticProduction(item, stills[index % stills.length] ?? '/images/logo.svg');
    writeFileSync(join(productions, `${item.id}.json`), `${JSON.stringify(production, null, 2)}\n`);
  }
}
