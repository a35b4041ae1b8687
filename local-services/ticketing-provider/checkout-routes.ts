/**
 * The checkout's pages (spec §7.4, the purchase link's target):
 * - `GET /{partnerId}/events/{eventNumber}/purchase?kanal={channel}`: the screening and its form;
 * - `POST` the same URL: a purchase (the form: `csrf`, `antall`, for a guest `epost`), answered
 *   with `303` to the order's page; or a member's hand-off (`handoff=<code>` alone, a top-level
 *   form post from the site), answered with `303` to the purchase page, now with a checkout session;
 * - `GET /{partnerId}/ordre/{orderId}`: the order's confirmation.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { MEMBER_PATHS } from '../../app/member/member-paths.ts';
import { Throttle } from '../partner-api/throttle.ts';
import { rule } from './auth-routes.ts';
import { kroner, type Catalogue, type CatalogueEntry } from './catalogue.ts';
import type { ProviderLimits } from './config.ts';
import { clientAddress, fromOrigins, limitBody } from './guards.ts';
import type { LoggedInMember, MemberLogins } from './member-logins.ts';
import { messagePage, orderPage, purchasePage, refusalMessage, type PurchaseView } from './pages.ts';
import type { PartnerLink } from './partner-link.ts';
import { quantityOf, refusalOf, seatsText, type PurchaseLimits } from './seat-rules.ts';
import type { Order, SeatStore, StoredEvent } from './seat-store.ts';

export interface CheckoutRouteOptions {
  store: SeatStore;
  logins: MemberLogins;
  partners: PartnerLink;
  catalogue: Catalogue;
  purchaseLimits: PurchaseLimits;
  limits: ProviderLimits;
  siteOrigins: readonly string[];
  /** The checkout's own public origin when configured; else each request's own. */
  origin: string | undefined;
  /** Writes a member's order into the partner's member database ("Mine billetter"). */
  deliverTicket: (order: Order) => void;
  now: () => number;
}

const PartnerParam = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number);
const EventNumberParam = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);
const OrderIdParam = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
const Channel = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/)
  .default('web');
const SecretText = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
const PurchaseForm = z.strictObject({
  csrf: z.string().max(200),
  antall: z.string().max(12),
  epost: z.string().max(254).optional(),
});
const HandoffForm = z.strictObject({ handoff: SecretText });
const GuestEmail = z.string().trim().toLowerCase().pipe(z.email().max(254));

/** A form body's fields, or null when it is no urlencoded form or names a field twice. */
async function formFields(c: Context): Promise<Record<string, string> | null> {
  const type = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return null;
  const params = new URLSearchParams(await c.req.text());
  const fields: Record<string, string> = {};
  for (const [name, value] of params) {
    if (Object.hasOwn(fields, name)) return null;
    fields[name] = value;
  }
  return fields;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time comparison of two secrets of any length. */
function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}

export function addCheckoutRoutes(app: Hono, options: CheckoutRouteOptions): void {
  const { store, logins, partners, catalogue, now } = options;
  const purchasesPerClient = new Throttle(rule(options.limits, options.limits.purchasesPerClient), now);

  const ownOrigin = (c: Context) => options.origin ?? new URL(c.req.url).origin;
  const secure = (c: Context) => ownOrigin(c).startsWith('https:');
  // Over HTTPS the `__Host-` prefix: the browser takes the cookie only from this host, secure,
  // for the whole path. A browser refuses the prefix without `Secure`, so local HTTP goes without.
  const cookieName = (c: Context, name: string) => `${secure(c) ? '__Host-' : ''}${name}`;
  // Lax, not Strict, for both: a visitor arriving from the site (another site) must send the CSRF
  // cookie too, or the page would set a new one and a form open in another tab would fail.
  const cookieOptions = (c: Context) => ({ httpOnly: true, path: '/', sameSite: 'Lax', secure: secure(c) }) as const;

  function page(c: Context, status: 200 | 400 | 403 | 404 | 409 | 413 | 415 | 429, body: string) {
    return c.html(body, status);
  }
  const notFound = (c: Context) =>
    page(
      c,
      404,
      messagePage(catalogue.venue, 'Fant ikke siden', 'Vi finner ikke denne forestillingen.', catalogue.programme),
    );
  const refused = (c: Context, status: 400 | 403 | 413 | 415 | 429, heading: string, text: string) =>
    page(c, status, messagePage(catalogue.venue, heading, text, catalogue.programme));

  /** The request's CSRF secret (the double-submit cookie), set anew when it has none. */
  function csrfSecret(c: Context): string {
    const name = cookieName(c, 'checkout_csrf');
    const current = getCookie(c, name);
    if (current !== undefined && SecretText.safeParse(current).success) return current;
    const fresh = randomBytes(32).toString('base64url');
    setCookie(c, name, fresh, cookieOptions(c));
    return fresh;
  }

  function sessionMember(c: Context, partnerId: number): LoggedInMember | undefined {
    const id = getCookie(c, cookieName(c, 'checkout_session'));
    return id === undefined ? undefined : logins.sessionMember(id, partnerId);
  }

  interface Target {
    partnerId: number;
    entry: CatalogueEntry;
    event: StoredEvent;
    channel: string;
    url: string;
  }

  /** The partner and event of a purchase URL, or why there is none. */
  function target(c: Context): Target | 'unknown' | 'badChannel' {
    const partnerId = PartnerParam.safeParse(c.req.param('partnerId'));
    const eventNumber = EventNumberParam.safeParse(c.req.param('eventNumber'));
    if (!partnerId.success || !eventNumber.success || !partners.partners.has(partnerId.data)) return 'unknown';
    const entry = catalogue.byNumber.get(eventNumber.data);
    const event = entry && store.event(entry.event.id);
    if (entry === undefined || event === undefined) return 'unknown';
    const channel = Channel.safeParse(c.req.query('kanal'));
    if (!channel.success) return 'badChannel';
    const url = `/${String(partnerId.data)}/events/${String(eventNumber.data)}/purchase?kanal=${encodeURIComponent(channel.data)}`;
    return { partnerId: partnerId.data, entry, event, channel: channel.data, url };
  }

  function purchaseView(
    c: Context,
    at: Target,
    member: LoggedInMember | undefined,
    message: string | null,
    values = { quantity: 1, email: '' },
  ): PurchaseView {
    const event = store.event(at.event.id) ?? at.event;
    const closed = now() >= event.startsAt + options.purchaseLimits.saleAfterStartMs;
    const maxQuantity = Math.min(options.purchaseLimits.perOrder, event.remaining);
    return {
      venue: catalogue.venue,
      screening: { ...at.entry.view, remaining: event.remaining },
      state: closed ? 'closed' : event.remaining === 0 ? 'soldOut' : 'open',
      action: at.url,
      csrf: csrfSecret(c),
      maxQuantity,
      member: member === undefined ? null : { userName: member.userName },
      message,
      values: { quantity: Math.min(Math.max(1, values.quantity || 1), Math.max(1, maxQuantity)), email: values.email },
    };
  }

  app.get('/:partnerId/events/:eventNumber/purchase', (c) => {
    const at = target(c);
    if (at === 'unknown') return notFound(c);
    if (at === 'badChannel') return refused(c, 400, 'Ugyldig lenke', 'Lenken til billettkjøpet er ikke gyldig.');
    return page(c, 200, purchasePage(purchaseView(c, at, sessionMember(c, at.partnerId), null)));
  });

  app.post(
    '/:partnerId/events/:eventNumber/purchase',
    limitBody((c) => refused(c, 413, 'For stor forespørsel', 'Skjemaet var for stort til å bli sendt.')),
    async (c) => {
      const at = target(c);
      if (at === 'unknown') return notFound(c);
      if (at === 'badChannel') return refused(c, 400, 'Ugyldig lenke', 'Lenken til billettkjøpet er ikke gyldig.');
      const fields = await formFields(c);
      if (fields === null) return refused(c, 415, 'Ugyldig skjema', 'Skjemaet kunne ikke leses.');
      return 'handoff' in fields ? handOff(c, at, fields) : purchase(c, at, fields);
    },
  );

  /** A member arriving from the site: the code is taken, a checkout session starts. */
  function handOff(c: Context, at: Target, fields: Record<string, string>) {
    if (!fromOrigins(c, options.siteOrigins, { sameOrigin: false, withoutBrowser: false }))
      return refused(c, 403, 'Innloggingen ble avvist', 'Innloggingen kom fra et nettsted vi ikke kjenner.');
    const form = HandoffForm.safeParse(fields);
    const member = form.success ? logins.takeHandoff(form.data.handoff) : undefined;
    if (member === undefined || member.partnerId !== at.partnerId) {
      const text = 'Innloggingen kunne ikke overføres. Logg inn på nytt, eller kjøp som gjest.';
      return page(c, 400, purchasePage(purchaseView(c, at, sessionMember(c, at.partnerId), text)));
    }
    // A new session id for every hand-off; the one before ends.
    const name = cookieName(c, 'checkout_session');
    const previous = getCookie(c, name);
    if (previous !== undefined) logins.endSession(previous);
    const session = logins.startSession(member);
    setCookie(c, name, session.id, { ...cookieOptions(c), maxAge: session.maxAgeSeconds });
    return c.redirect(at.url, 303);
  }

  function purchase(c: Context, at: Target, fields: Record<string, string>) {
    if (!fromOrigins(c, [ownOrigin(c)], { sameOrigin: true, withoutBrowser: true }))
      return refused(c, 403, 'Kjøpet ble avvist', 'Billetter kan bare kjøpes fra billettsiden.');
    const client = clientAddress(c);
    const wait = purchasesPerClient.waitMs(client);
    if (wait > 0) {
      c.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
      return refused(c, 429, 'For mange forsøk', 'Vent litt, og prøv igjen.');
    }
    purchasesPerClient.hit(client);
    const member = sessionMember(c, at.partnerId);
    const form = PurchaseForm.safeParse(fields);
    if (!form.success)
      return page(c, 400, purchasePage(purchaseView(c, at, member, 'Skjemaet var ufullstendig. Prøv igjen.')));
    const cookie = getCookie(c, cookieName(c, 'checkout_csrf'));
    if (cookie === undefined || !sameSecret(cookie, form.data.csrf)) {
      if (cookie !== undefined) deleteCookie(c, cookieName(c, 'checkout_csrf'), cookieOptions(c));
      const text = 'Skjemaet var utløpt. Se over valgene og bekreft på nytt.';
      return page(c, 403, purchasePage(purchaseView(c, at, member, text)));
    }
    const quantity = quantityOf(form.data.antall);
    const values = { quantity, email: form.data.epost ?? '' };
    const again = (status: 400 | 404 | 409, text: string) =>
      page(c, status, purchasePage(purchaseView(c, at, member, text, values)));
    // The rules on the count as it is now, for the clearest message; the store checks them again.
    const early = refusalOf(at.event, quantity, now(), options.purchaseLimits);
    if (early !== null) return again(refusalMessage(early).status, refusalMessage(early).text);
    const email = member === undefined ? GuestEmail.safeParse(form.data.epost ?? '') : undefined;
    if (email?.success === false) return again(400, 'Skriv inn en gyldig e-postadresse.');
    const result = store.purchase(
      {
        eventId: at.event.id,
        quantity,
        buyerEmail: member?.email ?? email?.data ?? '',
        partnerId: at.partnerId,
        memberEmail: member?.email ?? null,
        channel: at.channel,
        // A member pays the member price where the event has one, as the site's ticket button says.
        unitPrice:
          member !== undefined && at.entry.memberUnitPrice !== null ? at.entry.memberUnitPrice : at.entry.unitPrice,
      },
      now(),
      options.purchaseLimits,
    );
    if (!result.ok) return again(refusalMessage(result.refusal).status, refusalMessage(result.refusal).text);
    if (result.order.memberEmail !== null) options.deliverTicket(result.order);
    return c.redirect(`/${String(at.partnerId)}/ordre/${result.order.id}`, 303);
  }

  app.get('/:partnerId/ordre/:orderId', (c) => {
    const partnerId = PartnerParam.safeParse(c.req.param('partnerId'));
    const orderId = OrderIdParam.safeParse(c.req.param('orderId'));
    const order = orderId.success ? store.order(orderId.data) : undefined;
    const entry = order && catalogue.byId.get(order.eventId);
    const event = order && store.event(order.eventId);
    if (!partnerId.success || order?.partnerId !== partnerId.data || entry === undefined || event === undefined)
      return page(
        c,
        404,
        messagePage(catalogue.venue, 'Fant ikke siden', 'Vi finner ikke denne ordren.', catalogue.programme),
      );
    return page(
      c,
      200,
      orderPage({
        venue: catalogue.venue,
        screening: { ...entry.view, remaining: event.remaining },
        seats: seatsText(order.seats),
        quantity: order.quantity,
        total: order.unitPrice === null ? null : kroner(order.unitPrice * order.quantity),
        orderId: order.id,
        myTicketsUrl: order.memberEmail === null ? null : `${catalogue.siteOrigin}${MEMBER_PATHS.myTickets}`,
      }),
    );
  });
}
