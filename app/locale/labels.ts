/**
 * The labels the blocks and the layout share, in Norwegian Bokmål (spec §1: one locale, `nb`):
 * buttons, links, dates' words, the programme's and the frame's texts. The member area's texts
 * are in `app/member/labels.ts` and the search's in `app/search/labels.ts`, each beside the
 * only code that reads them, so the layers below never load them.
 * CAREFUL: several engineers add keys here; add, do not rename or remove.
 */
export const labels = {
  // Links and buttons (spec §2.4, §3.3)
  readMore: 'Les mer',
  buyTicket: 'Kjøp billett',
  seeAllMovies: 'Se alle filmer',
  seeWholeProgram: 'Se hele kinoprogrammet',
  seeWholeCultureProgram: 'Se hele kulturprogrammet',

  // Film and event states (spec §4.5, §3.4)
  premiere: 'Premiere',
  nationalPremiere: 'Norgespremiere',
  nowShowing: 'På kino nå',
  comingSoon: 'Kommende filmer',
  soldOut: 'Utsolgt',
  ticketsLeft: 'billetter igjen',
  ticketLeft: 'billett igjen',
  notOnSale: 'Ikke i salg ennå',
  clubEvent: 'Filmklubb',
  addToCalendar: 'Legg til i kalender',
  // Beside a film screening's time: when the film itself begins, after trailers and ads
  filmStartsAbout: 'Filmen starter ca.',

  // Days (app/locale/dates.ts)
  today: 'I dag',
  tomorrow: 'I morgen',
  // Shown by the page's clock once what was listed has started (app/site/clock)
  noMoreShowingsToday: 'Ingen flere visninger i dag.',
  noMoreShowings: 'Ingen flere visninger.',
  nextShowings: 'Neste visninger',
  showAllShowings: 'Vis alle visninger',
  nextDay: 'Neste dag',
  /** The way on from a day the programme's first document holds only in part. */
  moreShowingsThatDay: 'Flere filmer',
  /** While a filter waits for the programme's later days. */
  loadingShowings: 'Henter forestillinger …',
  /** A later day of the programme could not be fetched (offline and never seen). */
  showingsNotLoaded: 'Noen dager av programmet kunne ikke hentes. Sjekk nettforbindelsen og prøv igjen.',

  // Block headings and texts
  movies: 'Filmer',
  cinemaProgram: 'Kinoprogram',
  cultureProgram: 'Kulturprogram',
  tickets: 'Billetter',
  noShowings: 'Ingen forestillinger er lagt ut ennå.',
  noEvents: 'Ingen arrangementer i denne perioden.',
  noMovies: 'Ingen filmer å vise akkurat nå.',
  aboutTheMovie: 'Om filmen',
  aboutTheEvent: 'Om arrangementet',
  audienceRatings: 'Publikums vurderinger',
  jumpToDay: 'Gå til dag',
  showing: 'Viser',
  showingFrom: 'Viser fra',
  showingUntil: 'Viser til',

  // Facts of a film (movie-info, title)
  director: 'Regi',
  country: 'Land',
  year: 'År',
  duration: 'Lengde',
  keywords: 'Stikkord',
  ageLimitYears: 'år',
  allAges: 'Tillatt for alle',
  hours: 't',
  minutes: 'min',

  // Slideshow controls
  slideshow: 'Aktuelle filmer',
  previousSlide: 'Forrige',
  nextSlide: 'Neste',
  pauseSlideshow: 'Pause',
  playSlideshow: 'Spill av',
  slideOf: 'av',
  goToSlide: 'Vis lysbilde',

  // Programme filters (app/blocks/program)
  filterProgram: 'Filtrer kinoprogrammet',
  filterDay: 'Dag',
  allDays: 'Alle dager',
  filterAge: 'Aldersgrense',
  allAgeLimits: 'Alle aldersgrenser',
  ageAtMost: 'år og lavere',
  filterLanguage: 'Tale og tekst',
  allLanguages: 'Alle',
  filterFormat: 'Format',
  allFormats: 'Alle formater',
  applyFilters: 'Vis',
  clearFilters: 'Nullstill',
  filters: 'Filtrer',
  filtersChosen: 'valgt',
  whatFactsMean: 'Hva betyr merkene?',
  noMatchingShowings: 'Ingen forestillinger passer filtrene.',
  activeFilters: 'Valgte filtre, trykk for å fjerne ett:',
  removeFilter: 'Fjern',
  clearAllFilters: 'Fjern alle filtre',
  factLegendShort: 'Merkene',
  skipToShowings: 'Hopp til forestillingene',
  showingsShown: 'forestillinger vises',
  showingShown: 'forestilling vises',

  // Analytics consent (app/site/analytics, spec §1)
  consentHeading: 'Statistikk',
  consentText: 'Får vi telle besøk og billettkjøp for å lage et bedre program?',
  consentAccept: 'Ja, det er greit',
  consentDecline: 'Nei takk',
  consentReadMore: 'Om informasjonskapsler',

  // Newsletter
  newsletter: 'Nyhetsbrev',
  email: 'E-postadresse',
  subscribe: 'Meld meg på',

  // Links that leave the site
  opensInNewTab: '(åpnes i ny fane)',

  // Shared layout: header, menus, footer, not-found page (app/site/, spec §2.5, §2.1)
  skipToMain: 'Hopp til hovedinnhold',
  mainMenu: 'Hovedmeny',
  footerMenu: 'Bunnmeny',
  menu: 'Meny',
  closeMenu: 'Lukk meny',
  subMenuFor: 'Undermeny for',
  search: 'Søk',
  searchSite: 'Søk på nettstedet',
  closeSearch: 'Lukk søk',
  language: 'Språk',
  notFoundTitle: 'Fant ikke siden',
  notFoundText:
    'Siden du leter etter finnes ikke lenger, eller adressen er skrevet feil. Kanskje finner du det du leter etter her:',
  toFrontPage: 'Til forsiden',

  // Browser side: slow navigations and offline (app/client/, spec §2.1)
  loadingPage: 'Laster inn siden …',
  offlineTitle: 'Du er uten nett',
  offlineText:
    'Denne siden er ikke lagret på enheten din, så den kan ikke vises uten nett. Sider du har besøkt før, kan du fortsatt åpne.',
  tryAgain: 'Prøv igjen',
} as const;
