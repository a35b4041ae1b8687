import { useEffect } from 'react';
import { CLOCK_REFRESH_EVENT } from '../site/clock/clock-script.ts';

/** A screening's purchase link (TicketAction in app/blocks/parts/block-parts.tsx). */
const PURCHASE_LINK = 'a[data-event-id][href]';

/**
 * A purchase link is followed only while its screening is still on sale: the page's clock
 * (app/site/clock) hides it when the sale ends, but writes its sheet at the minute, so a click
 * in the moment between has the sheet written again and is dropped, with no `BUY_TICKET`, when
 * the link is gone. Window capture: before the analytics listener on the document.
 */
export function useSaleGuard(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(PURCHASE_LINK) : null;
      if (!link) return;
      document.dispatchEvent(new Event(CLOCK_REFRESH_EVENT));
      if (link.getClientRects().length > 0) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);
}
