import { useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { labels } from '../locale/labels.ts';
import type { SiteLayout } from '../model/page-bundle.ts';
import { AccountSlot } from './account-slot.tsx';
import { HeaderMenu } from './header-menu.tsx';
import { CloseIcon, GlobeIcon, MenuIcon, SearchIcon } from './icons.tsx';
import { isCurrentPath } from './links.ts';
import { useSearchSlot } from './search-slot.tsx';
import { useHydrated } from '../blocks/parts/use-hydrated.ts';
import { IdlePrefetch } from './idle-prefetch.tsx';
import { useIdleMoment } from './use-idle.ts';
import './header.css';

export interface HeaderProps {
  layout: SiteLayout;
  /** The page being shown, to mark its menu entry; none on the not-found page. */
  currentPath?: string | undefined;
}

/**
 * The site header (spec §2.5): logo home, the header menu with its sub-menus, and the search
 * form and language link when the theme enables them.
 *
 * Works without scripts (404.html never hydrates): on a phone the 'Meny' button opens the menu
 * as a native popover (Escape and a tap outside close it); sub-menus are `<details>`. With
 * scripts, a click outside or a followed link also closes what is open.
 */
export function Header({ layout, currentPath }: HeaderProps) {
  const panelId = useId();
  const navRef = useRef<HTMLElement>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const hydrated = useHydrated();
  // The top-level menu links prefetch their pages once the page is idle, the rest on intent.
  const idle = useIdleMoment(currentPath);

  const onSubMenuToggle = (id: string, open: boolean) => {
    setOpenId((current) => (open ? id : current === id ? null : current));
  };

  // A click anywhere outside the open sub-menu closes it, as a menu bar is expected to.
  useEffect(() => {
    if (openId === null) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      const open = navRef.current?.querySelector<HTMLDetailsElement>('details[open]');
      if (open && event.target instanceof Node && !open.parentElement?.contains(event.target)) open.open = false;
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [openId]);

  // Following a link inside the menu closes it: the header stays mounted across client navigations.
  const closeOnLinkClick = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest('a')) return;
    for (const details of event.currentTarget.querySelectorAll<HTMLDetailsElement>('details[open]'))
      details.open = false;
    const panel = event.currentTarget.querySelector<HTMLElement>('.site-nav-panel');
    if (panel?.matches(':popover-open')) panel.hidePopover();
  };

  const home = isCurrentPath('/', currentPath);
  return (
    <header className="site-header">
      <div className="site-header-inner container">
        <Link to="/" className="site-logo" aria-current={home ? 'page' : undefined} prefetch="intent">
          {layout.logo ? (
            <img
              src={layout.logo}
              alt={layout.logoAlt || layout.siteTitle}
              width={layout.logoSize?.width}
              height={layout.logoSize?.height}
            />
          ) : (
            <span className="site-logo-text">{layout.siteTitle}</span>
          )}
        </Link>
        <nav ref={navRef} className="site-nav" aria-label={labels.mainMenu} onClick={closeOnLinkClick}>
          <button type="button" className="site-nav-toggle" popoverTarget={panelId} aria-controls={panelId}>
            <MenuIcon />
            <span className="site-nav-toggle-label">{labels.menu}</span>
          </button>
          <div id={panelId} className="site-nav-panel" popover="auto">
            <button type="button" className="site-nav-close" popoverTarget={panelId} popoverTargetAction="hide">
              <CloseIcon />
              {labels.closeMenu}
            </button>
            <HeaderMenu
              nodes={layout.headerMenu}
              currentPath={currentPath}
              idPrefix={`${panelId}-sub`}
              openId={openId}
              hydrated={hydrated}
              idle={idle}
              onSubMenuToggle={onSubMenuToggle}
            />
            <LanguageLink language={layout.language} />
          </div>
        </nav>
        <HeaderSearch search={layout.search} />
        <AccountSlot />
      </div>
      <IdlePrefetch nodes={layout.headerMenu} idle={idle} />
    </header>
  );
}

/**
 * Search (nothing when disabled, spec §2.5: a control that does nothing would
 * mislead). A 'Søk' button in the bar opens the field as a sheet on a phone and a panel under
 * the bar on wider screens (a native popover, so it works without scripts too; the menu bar
 * leaves no room for a field). The live field comes from the search slot, prerendered as it is
 * and hydrated in place, so the form a visitor typed into before the scripts ran is the one they
 * take over (decision 217); without a slot (the not-found page), a plain form that submits to the
 * search page.
 */
function HeaderSearch({ search }: { search: SiteLayout['search'] }) {
  const panelId = useId();
  const renderLive = useSearchSlot();
  const plainInputId = useId();
  if (!search.enabled) return null;
  return (
    <div className="site-search-area">
      <button type="button" className="site-search-toggle" popoverTarget={panelId} aria-controls={panelId}>
        <SearchIcon />
        <span className="visually-hidden">{labels.search}</span>
      </button>
      <div
        id={panelId}
        className="site-search-panel"
        popover="auto"
        onToggle={(event) => {
          // Opened by the 'Søk' button: the visitor came to type.
          if (event.nativeEvent.newState === 'open') event.currentTarget.querySelector('input')?.focus();
        }}
      >
        {renderLive ? (
          renderLive({ submitPath: search.submitPath })
        ) : (
          <SearchForm submitPath={search.submitPath} inputId={plainInputId} />
        )}
        <button type="button" className="site-search-close" popoverTarget={panelId} popoverTargetAction="hide">
          <CloseIcon />
          <span className="visually-hidden">{labels.closeSearch}</span>
        </button>
      </div>
    </div>
  );
}

/** The form without scripts: submits `q` to the search page. */
function SearchForm({ submitPath, inputId }: { submitPath: string; inputId: string }) {
  return (
    <form role="search" className="site-search" method="get" action={submitPath}>
      <label htmlFor={inputId} className="visually-hidden">
        {labels.searchSite}
      </label>
      <input id={inputId} type="search" name="q" className="site-search-input" autoComplete="off" />
      <button type="submit" className="site-search-button">
        <SearchIcon />
        <span className="visually-hidden">{labels.search}</span>
      </button>
    </form>
  );
}

/** Nothing when disabled (spec §2.5); the icon is used when the theme gives one as an image. */
function LanguageLink({ language }: { language: SiteLayout['language'] }) {
  if (!language.enabled) return null;
  const iconIsImage = /^(?:\/|https?:\/\/)/.test(language.languageIcon);
  return (
    <a href={language.submitPath} className="site-language">
      {iconIsImage ? <img src={language.languageIcon} alt="" width={20} height={20} /> : <GlobeIcon />}
      {labels.language}
    </a>
  );
}
