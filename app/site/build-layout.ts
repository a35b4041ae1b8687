import { sanitizeHtml } from '../engine/markup/sanitize-html.ts';
import type { LinkHref } from '../engine/redirects.ts';
import { LOCALE } from '../model/common.ts';
import type { MenuNode, SiteLayout } from '../model/page-bundle.ts';
import type { FooterColumn, MenuItem, Site, Theme } from '../model/site.ts';
import { menuHref } from './links.ts';

type FooterLayoutItem = SiteLayout['footerColumns'][number]['items'][number];

/**
 * The shared header, menus and footer of every page (spec §2.1 page-with-header-and-footer,
 * §2.5), built once per build from the site and its theme. Every link is written as `link` says:
 * the menu's `/Kulturprogram`, an old path of the redirect table, links `/kulturprogram` (§2.1).
 * Throws when a menu item names a parent that is not in the same menu, when two items share an
 * id, or when parents form a loop: a menu with a lost branch must fail the build, not vanish.
 */
export function buildSiteLayout(site: Site, theme: Theme, link: LinkHref): SiteLayout {
  const items = theme.menu.filter((item) => isOurLocale(item.locale));
  return {
    siteTitle: site.title,
    venue: site.venue,
    host: site.host,
    logo: theme.logo,
    logoAlt: theme.logoAlt,
    ...(theme.logoSize && { logoSize: theme.logoSize }),
    favicon: theme.favicon,
    themeVariant: theme.variant,
    headerMenu: buildMenuTree(
      items.filter((item) => item.place === 'header'),
      'header',
      site,
      link,
    ),
    footerMenu: buildMenuTree(
      items.filter((item) => item.place === 'footer'),
      'footer',
      site,
      link,
    ),
    footerColumns: byOrder(theme.footer.filter((column) => isOurLocale(column.locale))).map((column) =>
      toFooterColumn(column, link),
    ),
    search: { submitPath: theme.search.submitPath, enabled: theme.search.enabled },
    language: {
      submitPath: link(theme.language.submitPath),
      enabled: theme.language.enabled,
      languageIcon: theme.language.languageIcon,
    },
  };
}

/**
 * Turns the flat items of one menu into a tree: top-level items (empty `parent`) and their
 * children, each level sorted by `order` (ties keep the content's order).
 */
function buildMenuTree(items: readonly MenuItem[], place: MenuItem['place'], site: Site, link: LinkHref): MenuNode[] {
  const byId = new Map<string, MenuItem>();
  for (const item of items) {
    if (byId.has(item.id)) throw new Error(`Menu item "${item.id}" appears twice in the ${place} menu`);
    byId.set(item.id, item);
  }
  const childrenOf = new Map<string, MenuItem[]>();
  for (const item of items) {
    if (item.parent !== '' && !byId.has(item.parent)) {
      throw new Error(
        `Menu item "${item.id}" ("${item.label}") names parent "${item.parent}", which is not in the ${place} menu`,
      );
    }
    const siblings = childrenOf.get(item.parent) ?? [];
    siblings.push(item);
    childrenOf.set(item.parent, siblings);
  }

  const placed = new Set<string>();
  const toNode = (item: MenuItem): MenuNode => {
    placed.add(item.id);
    // A link on the site's own host is a site path first, so its redirect applies; a redirect
    // may lead off the site, so the result is looked at again.
    const { href, external } = menuHref(link(menuHref(item.path, site).href), site);
    return {
      id: item.id,
      label: item.label,
      href,
      external,
      openInNewWindow: item.openInNewWindow,
      children: byOrder(childrenOf.get(item.id) ?? []).map(toNode),
    };
  };
  const tree = byOrder(childrenOf.get('') ?? []).map(toNode);

  // An item whose parents loop back to itself is never reached from the top level.
  const lost = items.find((item) => !placed.has(item.id));
  if (lost) throw new Error(`Menu item "${lost.id}" ("${lost.label}") is part of a parent loop in the ${place} menu`);
  return tree;
}

function toFooterColumn(column: FooterColumn, link: LinkHref): SiteLayout['footerColumns'][number] {
  return {
    title: column.title,
    items: byOrder(column.items).map((item): FooterLayoutItem => {
      const value = item.type === 'html' ? sanitizeHtml(item.value, link) : item.value;
      return item.href === undefined ? { type: item.type, value } : { type: item.type, value, href: link(item.href) };
    }),
  };
}

/** Content in our one locale; an empty locale means "every locale". `nb-NO` counts as `nb`. */
function isOurLocale(locale: string): boolean {
  return locale === '' || locale.toLowerCase().split(/[-_]/)[0] === LOCALE;
}

function byOrder<T extends { order: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order);
}
