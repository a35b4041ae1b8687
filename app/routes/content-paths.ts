import { MEMBER_PATHS } from '../member/member-paths.ts';
import { SEARCH_PATH } from '../search/search-path.ts';

/** The paths app/routes.ts gives a route of their own; every other site path is a content page. */
const OWN_ROUTES: ReadonlySet<string> = new Set([...Object.values(MEMBER_PATHS), SEARCH_PATH, '/404']);

/** Whether a site path is a content page: the page route, its code the same for all of them. */
export function isContentPath(path: string): boolean {
  const { pathname } = new URL(path, 'https://site.invalid');
  return !OWN_ROUTES.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}
