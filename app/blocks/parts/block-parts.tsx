import type { ReactNode } from 'react';
import { isExternalUrl } from '../../engine/urls/site-paths.ts';
import type { Feature } from '../../model/common.ts';
import type { ViewImage } from '../../model/view-models.ts';
import { labels } from '../../locale/labels.ts';
import { ANALYTICS_EVENTS, type AnalyticsItem, analyticsAttributes } from './ticket/analytics-item.ts';
import type { TicketView } from './ticket/event-view.ts';
import { liveLineLayout, useLiveTicket } from './ticket/live-ticket-counts.ts';
import { factOfName } from './ticket/screening-facts.ts';

/** `rel` of every link that leaves the site. */
export const OUTBOUND_REL = 'noopener noreferrer';

/** The `rel` of a link an editor set: {@link OUTBOUND_REL} when it leaves the site. */
export function outboundRel(href: string): string | undefined {
  return isExternalUrl(href) ? OUTBOUND_REL : undefined;
}

/** An h1 or h2, for list blocks that head their own page (`headingLevel`). */
export function BlockHeading({
  level,
  className,
  id,
  children,
}: {
  level: 1 | 2;
  className: string;
  id?: string;
  children: ReactNode;
}) {
  return level === 1 ? (
    <h1 className={className} id={id}>
      {children}
    </h1>
  ) : (
    <h2 className={className} id={id}>
      {children}
    </h2>
  );
}

/** The head of a list block: its heading and, when set, the show-more link beside it. */
export function BlockHeader({
  kind,
  level,
  id,
  title,
  moreLink,
}: {
  /** The block kind, which prefixes the class names (`schedule-header`, `schedule-heading`). */
  kind: string;
  level: 1 | 2;
  id: string;
  title: string;
  moreLink: { title: string; url: string } | null | undefined;
}) {
  return (
    <div className={`${kind}-header`}>
      <BlockHeading level={level} className={`${kind}-heading`} id={id}>
        {title}
      </BlockHeading>
      {moreLink && (
        <a className="block-more-link" href={moreLink.url} rel={outboundRel(moreLink.url)}>
          {moreLink.title}
        </a>
      )}
    </div>
  );
}

/**
 * A resolved image with its intrinsic size (no layout shift). Lazy unless `eager`: only the
 * image a visitor sees first (first slide, detail cover) is fetched right away.
 */
export function BlockImage({
  image,
  className,
  eager = false,
}: {
  image: ViewImage;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      className={className ? `block-image ${className}` : 'block-image'}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}

/**
 * Features as a list of chips; highlighted ones stand out (spec §3.3 `highlight`), outlined: the
 * filled badge is the premiere's (decision 207). A feature the fact table knows shows its short
 * badge, read out by its accessible name, and with `explain` its meaning as a hover title; any
 * other shows its own name.
 */
export function FeatureList({
  features,
  explain = null,
}: {
  features: readonly Feature[];
  /** What each fact means by id (the programme's legend), for the chip's title. */
  explain?: ReadonlyMap<string, string> | null;
}) {
  if (features.length === 0) return null;
  return (
    <ul className="block-features">
      {features.map((feature) => {
        const fact = factOfName(feature.name);
        return (
          <li
            key={feature.name}
            data-highlight={feature.highlight ? 'true' : undefined}
            data-fact-group={fact?.group}
            title={explain?.get(fact?.id ?? '')}
          >
            {fact === null ? (
              feature.name
            ) : fact.badge === fact.accessibleName ? (
              fact.badge
            ) : (
              <>
                <span aria-hidden="true">{fact.badge}</span>
                <span className="visually-hidden">{fact.accessibleName}</span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 'Filmen starter ca. 18:45' beside a film screening's time; nothing when the venue does not say.
 * One text, not three: a phone that paints the line half parsed ('Filmen starter ca. ') would
 * move the space when the time arrives as a text of its own.
 */
export function FilmStarts({ time }: { time: string | null }) {
  if (time === null) return null;
  return <span className="block-film-starts">{`${labels.filmStartsAbout} ${time}`}</span>;
}

/**
 * The price beside a ticket button, after it. Hidden from screen readers: the button's own name says it
 * ('Kjøp billett: Fjellet, i dag 18:30, kr 150, medlem kr 120'), so the two are never apart.
 */
export function TicketPriceText({ texts }: { texts: readonly string[] }) {
  if (texts.length === 0) return null;
  return (
    <span className="block-ticket-price" aria-hidden="true">
      {texts.map((text) => (
        <span key={text}>{text}</span>
      ))}
    </span>
  );
}

/**
 * The ticket action of one screening: the primary 'Kjøp billett' button to the checkout with
 * its price beside it, or why there is none ('Utsolgt', 'Ikke i salg ennå'). `context` (e.g.
 * 'Fjellet, i dag 18:30') is read by screen readers so the many 'Kjøp billett' links on a page
 * can be told apart.
 */
export function TicketAction({
  ticket: built,
  context,
  analytics,
}: {
  ticket: Pick<TicketView, 'id' | 'status' | 'statusText' | 'purchaseUrl' | 'price'>;
  context: string;
  /** What a click on the purchase link reports as `BUY_TICKET` (after consent; app/site/analytics). */
  analytics?: AnalyticsItem | undefined;
}) {
  // The live count from the runtime API once it has arrived (spec §4.3), the built one before.
  const ticket = useLiveTicket(built);
  const layout = liveLineLayout(built, ticket);
  return (
    <>
      {ticket.statusText !== '' && (
        <span
          className="block-ticket-status"
          data-status={ticket.status}
          data-event-id={ticket.id}
          data-replaces-button={layout.statusInButtonPlace ? 'true' : undefined}
        >
          {ticket.statusText}
        </span>
      )}
      {layout.buttonBox && (
        // Sold out since the build (the status says so): the button's box, empty.
        <span className="button-primary block-ticket-placeholder" aria-hidden="true">
          {labels.buyTicket}
        </span>
      )}
      {ticket.purchaseUrl !== null && (
        <a
          className="button-primary"
          href={ticket.purchaseUrl}
          rel={OUTBOUND_REL}
          data-event-id={ticket.id}
          {...(analytics ? analyticsAttributes(ANALYTICS_EVENTS.buyTicket, analytics) : {})}
        >
          {labels.buyTicket}
          <span className="visually-hidden">: {`${context}${built.price?.spoken ?? ''}`}</span>
        </a>
      )}
      {/* After the button: the last part a phone parses, so its arrival moves nothing before it. */}
      {ticket.purchaseUrl !== null && <TicketPriceText texts={built.price?.shown ?? []} />}
    </>
  );
}
