/**
 * `npm run content:check` (part of `npm run check`): loads and validates the content as the
 * build does, resolves every page, and checks that every site link of the menus and blocks
 * reaches a page. Prints each problem on one line; exit code 1 when there is any.
 * Env: `FOAJE_CONTENT_DIR` (default `content`), `FOAJE_TODAY` (YYYY-MM-DD).
 */
import type { SiteBuild } from '../../app/routes/site-build.server.ts';
import { blocksOf, type MenuNode } from '../../app/model/page-bundle.ts';
import { describeContentFailure } from '../build-errors.ts';
import { collectLinks, findBrokenLinks, type FoundLink } from './find-broken-links.ts';

let site: SiteBuild;
try {
  const { loadSiteBuild } = await import('../../app/routes/site-build.server.ts');
  site = await loadSiteBuild();
} catch (error) {
  console.error(`✗ ${describeContentFailure(error)}`);
  process.exit(1);
}

function menuLinks(nodes: readonly MenuNode[], menu: string): FoundLink[] {
  return nodes.flatMap((node) => [
    ...(node.external ? [] : [{ where: `${menu} "${node.label}"`, href: node.href }]),
    ...menuLinks(node.children, menu),
  ]);
}

const problems: string[] = [];
const links: FoundLink[] = [
  ...menuLinks(site.layout.headerMenu, 'header menu'),
  ...menuLinks(site.layout.footerMenu, 'footer menu'),
];
for (const path of site.routes.entries.keys()) {
  try {
    const bundle = site.resolvePage(path);
    for (const block of bundle ? blocksOf(bundle) : []) {
      collectLinks(block.props, `page ${path}, block ${block.component} (${block.id})`, links);
    }
  } catch (error) {
    problems.push(`page ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
for (const link of findBrokenLinks(links, site.routes.entries, site.routes.redirects)) {
  problems.push(`${link.where}: link to ${link.href}, which is no page of the site`);
}

if (problems.length > 0) {
  console.error(`✗ ${problems.length} content ${problems.length === 1 ? 'problem' : 'problems'}:`);
  for (const problem of problems) console.error(`  ${problem.replaceAll('\n', '\n    ')}`);
  process.exit(1);
}
const { snapshot, routes } = site;
console.log(
  `✓ Content is valid: ${routes.entries.size} pages, ${snapshot.productions.length} productions, ` +
    `${snapshot.events.length} events, ${routes.redirects.size} redirects, ${links.length} links checked (today ${snapshot.today}).`,
);
