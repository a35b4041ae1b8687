/**
 * The search page's route (app/routes.ts); `theme.search.submitPath` must name it (spec §2.5).
 * A module of its own: the root reads it in every page's first load, without the rest of search.
 */
export const SEARCH_PATH = '/search';
