import { Link } from 'react-router';
import { labels } from '../locale/labels.ts';
import type { SiteLayout } from '../model/page-bundle.ts';
import { SiteFrame } from './site-frame.tsx';

/** Where a lost visitor most likely wanted to go. */
const onwardLinks = [
  { to: '/', label: labels.toFrontPage, className: 'button-primary' },
  { to: '/kinoprogram', label: labels.cinemaProgram, className: 'button-secondary' },
  { to: '/kulturprogram', label: labels.cultureProgram, className: 'button-secondary' },
] as const;

/**
 * The not-found page (spec §2.1, §8: `/404.html`): prerendered without scripts, so everything
 * here is plain links. The not-found route shows it in the root's frame.
 */
export function NotFound() {
  return (
    <div className="container not-found">
      <h1>{labels.notFoundTitle}</h1>
      <p>{labels.notFoundText}</p>
      <ul className="not-found-links">
        {onwardLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={link.className}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The not-found page inside the shared header and footer, for the root's error boundary, which has no frame around it. */
export function NotFoundView({ layout }: { layout: SiteLayout }) {
  return (
    <SiteFrame layout={layout}>
      <NotFound />
    </SiteFrame>
  );
}
