import type { Redirect } from '../model/site.ts';

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
  for (const [path, screen] of appPaths) {
    if (pagePaths.has(path)) collisions.push(`A content page uses the path ${path}, which is ${screen}`);
  }
  redirects.forEach(({ fromPath }, index) => {
    const screen = appPaths.get(fromPath);
    if (screen !== undefined)
      collisions.push(
        `redirects.json $[${String(index)}].fromPath: a redirect from ${fromPath} would send every visitor of ${screen} away`,
      );
  });
  return collisions;
}
