import type { FocusEvent, KeyboardEvent } from 'react';
import { labels } from '../locale/labels.ts';
import type { MenuNode } from '../model/page-bundle.ts';
import { ChevronIcon } from './icons.tsx';
import { isCurrentPath } from './links.ts';
import { SiteLink } from './site-link.tsx';
import type { PrefetchBehavior } from 'react-router';
import { hasOwnPath } from './idle-prefetch-plan.ts';
import type { IdleMoment } from './use-idle.ts';
import './header-menu.css';

/** Only one sub-menu of the header is open at a time (`<details name>` does it natively). */
const SUBMENU_GROUP = 'hovedmeny';

export interface HeaderMenuProps {
  nodes: MenuNode[];
  currentPath: string | undefined;
  /** Prefix for the ids `aria-controls` points at. */
  idPrefix: string;
  /** The open sub-menu's item id, as reported by `onSubMenuToggle`. */
  openId: string | null;
  /** Scripts run: `aria-expanded` is kept in step with `openId` (see `useHydrated`). */
  hydrated: boolean;
  /** When the page was last idle (app/site/use-idle.ts), null before: see `topLevelPrefetch`. */
  idle: IdleMoment | null;
  onSubMenuToggle(id: string, open: boolean): void;
}

/**
 * The header menu (spec §2.5): a list of links; an item with sub-items gets a `<details>`
 * disclosure whose `<summary>` opens the sub-menu on click, Enter or Space, with or without
 * scripts. A parent with its own path stays a link and the summary beside it is the toggle.
 */
export function HeaderMenu(props: HeaderMenuProps) {
  return (
    <ul className="header-menu">
      {props.nodes.map((node, position) =>
        node.children.length > 0 ? (
          <SubMenu key={node.id} node={node} listId={`${props.idPrefix}-${position}`} {...props} />
        ) : (
          <li key={node.id} className="header-menu-item">
            <MenuLink
              node={node}
              currentPath={props.currentPath}
              className="header-menu-link"
              prefetch={topLevelPrefetch(node, props.idle)}
            />
          </li>
        ),
      )}
    </ul>
  );
}

function SubMenu({
  node,
  listId,
  currentPath,
  openId,
  hydrated,
  idle,
  onSubMenuToggle,
}: HeaderMenuProps & { node: MenuNode; listId: string }) {
  const ownLink = hasOwnPath(node);
  const inSection = containsCurrent(node, currentPath);
  const sectionClass = inSection ? ' is-current-section' : '';

  // Escape closes the sub-menu and puts focus back on its toggle; preventDefault keeps the
  // phone menu (a popover, which Escape also closes) open for a second Escape.
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    if (event.key !== 'Escape' || !details.open) return;
    event.preventDefault();
    event.stopPropagation();
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  // Tabbing past the last sub-item closes the sub-menu, so it never covers the next link.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    const details = event.currentTarget.querySelector('details');
    if (details?.open && next instanceof Node && !event.currentTarget.contains(next)) details.open = false;
  };

  return (
    <li className={`header-menu-item submenu${ownLink ? ' submenu-split' : ''}`} onBlur={onBlur}>
      {ownLink && (
        <MenuLink
          node={node}
          currentPath={currentPath}
          className={`header-menu-link${sectionClass}`}
          prefetch={topLevelPrefetch(node, idle)}
        />
      )}
      <details
        name={SUBMENU_GROUP}
        className="submenu-disclosure"
        onToggle={(event) => onSubMenuToggle(node.id, event.currentTarget.open)}
        onKeyDown={onKeyDown}
      >
        <summary
          className={`submenu-toggle${ownLink ? '' : ` header-menu-link${sectionClass}`}`}
          aria-controls={listId}
          aria-expanded={hydrated ? openId === node.id : undefined}
        >
          {ownLink ? <span className="visually-hidden">{`${labels.subMenuFor} ${node.label}`}</span> : node.label}
          <ChevronIcon className="submenu-chevron" />
        </summary>
        <ul id={listId} className="submenu-list">
          {node.children.map((child) => (
            <li key={child.id}>
              <MenuLink node={child} currentPath={currentPath} className="submenu-link" />
              {child.children.length > 0 && (
                <ul className="submenu-nested">
                  {child.children.map((grandchild) => (
                    <li key={grandchild.id}>
                      <MenuLink node={grandchild} currentPath={currentPath} className="submenu-link" />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * How a top-level link prefetches its page: on intent until the page is idle, then not at all
 * while the idle prefetch holds its page (app/site/idle-prefetch.tsx): a second prefetch of the
 * same payload on the click's focus would reach the network again. The page current at the idle
 * moment keeps intent.
 */
export function topLevelPrefetch(node: Pick<MenuNode, 'href'>, idle: IdleMoment | null): PrefetchBehavior {
  return idle !== null && !isCurrentPath(node.href, idle.path) ? 'none' : 'intent';
}

interface MenuLinkProps {
  node: MenuNode;
  currentPath: string | undefined;
  className: string;
  prefetch?: PrefetchBehavior;
}

function MenuLink({ node, currentPath, className, prefetch }: MenuLinkProps) {
  return (
    <SiteLink
      prefetch={prefetch}
      href={node.href}
      external={node.external}
      openInNewWindow={node.openInNewWindow}
      current={!node.external && isCurrentPath(node.href, currentPath)}
      className={className}
    >
      {node.label}
    </SiteLink>
  );
}

function containsCurrent(node: MenuNode, currentPath: string | undefined): boolean {
  return node.children.some(
    (child) => (!child.external && isCurrentPath(child.href, currentPath)) || containsCurrent(child, currentPath),
  );
}
