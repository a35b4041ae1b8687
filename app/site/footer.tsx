import type { ReactNode } from 'react';
import { labels } from '../locale/labels.ts';
import type { SiteLayout } from '../model/page-bundle.ts';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from './icons.tsx';
import { isAbsoluteUrl, isCurrentPath } from './links.ts';
import { SiteLink } from './site-link.tsx';
import './footer.css';

type FooterItem = SiteLayout['footerColumns'][number]['items'][number];

export interface FooterProps {
  layout: SiteLayout;
  /** The page being shown, to mark its footer-menu entry. */
  currentPath?: string | undefined;
}

/**
 * The site footer (spec §2.5): the theme's columns (visiting address, opening hours, social
 * media), then the footer menu ('Personvernerklæring', 'Info om cookies').
 */
export function Footer({ layout, currentPath }: FooterProps) {
  return (
    <footer className="site-footer">
      <div className="container">
        {layout.footerColumns.length > 0 && (
          <div className="site-footer-columns">
            {layout.footerColumns.map((column, position) => (
              <div key={position} className="site-footer-column">
                {column.title && <h2 className="site-footer-title">{column.title}</h2>}
                <ul className="site-footer-items">
                  {column.items.map((item, index) => (
                    <li key={index} className={`site-footer-item site-footer-item-${item.type}`}>
                      <FooterEntry item={item} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        <div className="site-footer-bottom">
          {layout.footerMenu.length > 0 && (
            <nav aria-label={labels.footerMenu}>
              <ul className="site-footer-menu">
                {layout.footerMenu.map((node) => (
                  <li key={node.id}>
                    <SiteLink
                      href={node.href}
                      external={node.external}
                      openInNewWindow={node.openInNewWindow}
                      current={!node.external && isCurrentPath(node.href, currentPath)}
                    >
                      {node.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <p className="site-footer-owner">© {layout.siteTitle}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterEntry({ item }: { item: FooterItem }) {
  // Sanitised when the layout was built (build-layout.ts).
  if (item.type === 'html')
    return <div className="site-footer-html" dangerouslySetInnerHTML={{ __html: item.value }} />;
  const text: ReactNode = item.type === 'title' ? <strong>{item.value}</strong> : item.value;
  if (!item.href) return text;
  const external = isAbsoluteUrl(item.href);
  return (
    <SiteLink href={item.href} external={external} className="site-footer-link">
      {external && <SocialIcon href={item.href} />}
      <span>{text}</span>
    </SiteLink>
  );
}

/** A recognisable icon beside a social-media link; the visible text still names it. */
function SocialIcon({ href }: { href: string }) {
  const host = hostOf(href);
  if (/(^|\.)facebook\.com$/.test(host)) return <FacebookIcon />;
  if (/(^|\.)instagram\.com$/.test(host)) return <InstagramIcon />;
  if (/(^|\.)(youtube\.com|youtu\.be)$/.test(host)) return <YoutubeIcon />;
  return null;
}

/** The host of a web link; '' for mail and phone links. */
function hostOf(href: string): string {
  if (!/^(https?:)?\/\//i.test(href)) return '';
  try {
    return new URL(href.startsWith('//') ? `https:${href}` : href).hostname.toLowerCase();
  } catch {
    return '';
  }
}
