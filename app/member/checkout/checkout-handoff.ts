import { useEffect } from 'react';
import { browserStorage, CHECKOUT_KEY } from '../state/saved-profile.ts';

/** A screening's purchase link (TicketAction in app/blocks/parts/block-parts.tsx). */
const PURCHASE_LINK = 'a[data-event-id][href]';

/** The hand-off's own field name at the checkout (local-services/ticketing-provider). */
const HANDOFF_FIELD = 'handoff';

/**
 * Whether a click on `link` is the member's purchase to hand over to the checkout: a plain
 * primary click, not already cancelled (the sale guard), on a link to the checkout's origin.
 */
export function isHandoffClick(
  event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
  href: string,
  ticketingHost: string,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false;
  if (ticketingHost === '') return false;
  try {
    return new URL(href).origin === new URL(ticketingHost).origin;
  } catch {
    return false;
  }
}

/** Posts the hand-off code to the purchase page: a top-level navigation, the code in no URL. */
function postHandoff(action: string, code: string): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  const field = document.createElement('input');
  field.type = 'hidden';
  field.name = HANDOFF_FIELD;
  field.value = code;
  form.append(field);
  document.body.append(form);
  form.submit();
}

/**
 * A logged-in member's "Kjøp billett" arrives at the checkout logged in (decision 191): the
 * click asks the checkout for a one-time code and posts it there. Without a provider token, on
 * a modified click or on any failure, the link is followed as it is: the visitor buys as a
 * guest. Window bubble phase: after the sale guard and the `BUY_TICKET` listener.
 * CAREFUL: in every page's first load; the calls load on the click that needs them.
 */
export function useCheckoutHandoff(ticketingHost: string): void {
  useEffect(() => {
    if (ticketingHost === '') return undefined;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(PURCHASE_LINK) : null;
      if (!(link instanceof HTMLAnchorElement) || !isHandoffClick(event, link.href, ticketingHost)) return;
      let stored: string | null = null;
      try {
        stored = browserStorage()?.getItem(CHECKOUT_KEY) ?? null;
      } catch {
        stored = null;
      }
      if (stored === null) return;
      event.preventDefault();
      const href = link.href;
      void import('./checkout-calls.ts')
        .then(async ({ checkoutToken, checkoutHandoffCode }) => {
          const token = checkoutToken();
          const code = token === null ? null : await checkoutHandoffCode(ticketingHost, token);
          if (code === null) throw new Error('no hand-off code');
          postHandoff(href, code);
        })
        .catch((error: unknown) => {
          console.error(
            'The checkout did not take the login; buying as a guest',
            error instanceof Error ? error.message : error,
          );
          window.location.assign(href);
        });
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, [ticketingHost]);
}
