/** The search's visitor-facing labels, in Bokmål. */
export const searchLabels = {
  heading: 'Søk',
  placeholder: 'Film, konsert, side …',
  /** The same words as the header's form without scripts (labels.searchSite). */
  fieldLabel: 'Søk på nettstedet',
  submit: 'Søk',
  openSearch: 'Søk',
  closeSearch: 'Lukk søk',
  results: (count: number) => (count === 1 ? '1 treff' : `${count} treff`),
  noResults: (query: string) => `Ingen treff på «${query}». Prøv et kortere ord eller sjekk stavingen.`,
  loading: 'Søker …',
  failed: 'Søket kunne ikke lastes. Sjekk nettforbindelsen og prøv igjen.',
  showAll: (count: number) => `Vis alle ${count} treff`,
  buy: 'Kjøp billett',
  /** The list a ticket bought from a result was picked from (analytics `listName`). */
  analyticsList: 'Søk',
  soldOut: 'Utsolgt',
  kinds: { film: 'Film', culture: 'Arrangement', page: 'Side', article: 'Artikkel' },
  groups: { film: 'Filmer', culture: 'Arrangementer', page: 'Sider', article: 'Artikler' },
  upcoming: 'Kommer',
  azHeading: 'Alt i programmet fra A til Å',
  azNav: 'Hopp til bokstav',
  resultsFor: (query: string) => `Treff på «${query}»`,
} as const;
