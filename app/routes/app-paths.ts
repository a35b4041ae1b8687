import { pageOfPayload } from '../engine/urls/page-bundle-address.ts';
import type { Redirect } from '../model/site.ts';
import { MEMBER_PATHS } from '../member/member-paths.ts';

/**
 * Where content collides with a path the app's own routes serve (a member screen, the search
 * page, `/404`): a content page there would be shadowed by the route, and a redirect from there
 * would send every visitor of that screen away (the login page lost to an editor's typo). Each
 * collision is one message naming the content at fault; none means the content is clear.
 */
export function appPathCollisions(
  pagePaths: ReadonlySet<string> | ReadonlyMap<string, unknown>,
  redirects: readonly Redirect[],
  appPaths: ReadonlyMap<string, string>,
): string[] {
  const collisions: string[] = [];
  const normalised = new Map([...appPaths].map(([path, screen]) => [comparablePath(path), { path, screen }]));
  // React Router matches a path whatever its case: `/Search` is the search page's route as well.
  for (const page of pagePaths.keys()) {
    const app = normalised.get(comparablePath(page));
    if (app !== undefined) collisions.push(`A content page uses the path ${page}, which is ${app.screen}`);
  }
  redirects.forEach(({ fromPath }, index) => {
    const from = comparablePath(fromPath);
    let app = normalised.get(from);
    // A member screen's sub-paths are its own too: `/min-liste/x` is refused as `/min-liste` is.
    for (const path of MEMBER_SCREENS) if (app === undefined && from.startsWith(`${path}/`)) app = normalised.get(path);
    if (app !== undefined)
      collisions.push(
        `redirects.json $[${String(index)}].fromPath: a redirect from ${fromPath} would send every visitor of ${app.screen} away`,
      );
  });
  return collisions;
}

const MEMBER_SCREENS: readonly string[] = Object.values(MEMBER_PATHS).map((path) => comparablePath(path));

/**
 * A path as a host may match it to an app path (decision 195): percent-decoded, lower-cased (a host on a
 * case-insensitive file system serves `/Logg-inn` as `/logg-inn`), without a trailing slash, and
 * a page's payload address (`/logg-inn.data`, `/logg-inn/_.data`) as its page.
 */
function comparablePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: compared as written.
  }
  const page = pageOfPayload(decoded) ?? decoded;
  return (page.replace(/\/+$/, '') || '/').toLowerCase();
}
