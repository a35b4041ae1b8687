import { useId } from 'react';
import { labels } from '../../locale/labels.ts';
import { OUTBOUND_REL } from '../parts/block-parts.tsx';
import type { QuickLinkIcon, QuickLinksProps } from './resolve.ts';

/** Simple line icons, drawn in the accent colour. */
const ICON_PATHS: Record<QuickLinkIcon, string> = {
  'age-limit': 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-3 6v6m3-6h3v3h-3v3h3',
  'phone-ticket': 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm1 16h6M9 7h6v6H9z',
  'receipt-check': 'M6 2h12v20l-3-2-3 2-3-2-3 2V2Zm3 9 2 2 4-4',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 7v6m0-9v.5',
};

function Icon({ name }: { name: QuickLinkIcon }) {
  return (
    <svg className="quick-links-icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path
        d={ICON_PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Link cards: the age limits page and the ticketing provider's help pages. */
export function QuickLinks({ title, cards }: QuickLinksProps) {
  const headingId = useId();
  return (
    <section className="quick-links" aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 className="quick-links-heading" id={headingId}>
          {title}
        </h2>
      )}
      <ul className="quick-links-cards">
        {cards.map((card) => (
          <li key={card.link} className="quick-links-card">
            <a
              className="quick-links-link"
              href={card.link}
              rel={card.external ? OUTBOUND_REL : undefined}
              target={card.external && card.openInNewTab ? '_blank' : undefined}
            >
              <Icon name={card.icon} />
              <span className="quick-links-title">
                {card.title}
                {card.external && card.openInNewTab && <span className="visually-hidden"> {labels.opensInNewTab}</span>}
              </span>
              {card.text && <span className="quick-links-text">{card.text}</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
