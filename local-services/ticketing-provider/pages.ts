/**
 * The checkout's pages, in Bokmål, rendered on the server with no script: the purchase page of a
 * screening, the order's confirmation, and the pages of a refusal. One `h1` each, every field
 * labelled, the stylesheet of checkout.css.
 */
import { markup, type Markup } from './markup.ts';
import type { Refusal } from './seat-rules.ts';

/** The path the stylesheet is served at. */
export const STYLESHEET_PATH = '/assets/checkout.css';

/** A screening as the pages show it. */
export interface ScreeningView {
  title: string;
  /** 'Lørdag 21. november kl. 18:30'. */
  when: string;
  screen: string;
  /** 'kr 150', or null when the content gives no price. */
  price: string | null;
  /** 'kr 120', what a logged-in member pays; null when the event has no member price. */
  memberPrice: string | null;
  /** Language, subtitles, access, age: 'Norsk tale', 'Synstolket', '6 år'. */
  facts: readonly string[];
  remaining: number;
  /** The film's (or event's) page on the site, what its link says, and its programme. */
  page: { url: string; label: string };
  programme: { url: string; label: string };
}

export interface PurchaseView {
  venue: string;
  screening: ScreeningView;
  /** `open`: on sale; `soldOut`: none left; `closed`: the sale has ended (it has started). */
  state: 'open' | 'soldOut' | 'closed';
  /** The form's own URL (the purchase URL). */
  action: string;
  csrf: string;
  /** The largest number of tickets the form offers. */
  maxQuantity: number;
  /** The logged-in member, or null for a guest (who gives an e-mail address). */
  member: { userName: string } | null;
  /** Why the last attempt was refused, or null. */
  message: string | null;
  /** What the visitor chose, kept when the page comes back with a message. */
  values: { quantity: number; email: string };
}

export interface OrderView {
  venue: string;
  screening: ScreeningView;
  seats: string;
  quantity: number;
  /** 'kr 300', or null when there is no price. */
  total: string | null;
  orderId: string;
  /** "Mine billetter" on the site, for a member's order; null for a guest's. */
  myTicketsUrl: string | null;
}

function page(venue: string, title: string, main: Markup): string {
  return markup`<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – ${venue}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<header class="top"><p class="venue">${venue}</p><p>Billettkjøp</p></header>
<main>
${main}
</main>
</body>
</html>
`.text;
}

function factsList(screening: ScreeningView, extra: ReadonlyArray<readonly [string, string]> = []): Markup {
  const rows: Array<readonly [string, string]> = [['Tid', screening.when], ['Sal', screening.screen], ...extra];
  return markup`<dl class="facts">
${rows.map(([term, value]) => markup`<div><dt>${term}</dt><dd>${value}</dd></div>\n`)}</dl>`;
}

function chips(facts: readonly string[]): Markup | null {
  if (facts.length === 0) return null;
  return markup`<ul class="chips" aria-label="Om visningen">${facts.map((fact) => markup`<li>${fact}</li>`)}</ul>`;
}

function links(screening: ScreeningView): Markup {
  return markup`<nav class="links" aria-label="Tilbake til nettstedet">
<a href="${screening.page.url}">${screening.page.label}</a>
<a href="${screening.programme.url}">${screening.programme.label}</a>
</nav>`;
}

const ticketsWord = (n: number) => (n === 1 ? 'billett' : 'billetter');

function purchaseForm(view: PurchaseView): Markup {
  const options = Array.from({ length: view.maxQuantity }, (_, i) => i + 1).map(
    (n) =>
      markup`<option value="${n}"${n === view.values.quantity ? markup` selected` : ''}>${n} ${ticketsWord(n)}</option>`,
  );
  const who =
    view.member === null
      ? markup`<label for="epost">E-postadresse</label>
<p class="hint" id="epost-hjelp">Billettene sendes hit.</p>
<input id="epost" name="epost" type="email" autocomplete="email" required maxlength="254" aria-describedby="epost-hjelp" value="${view.values.email}">`
      : markup`<p class="member">Du er logget inn som <strong>${view.member.userName}</strong>. Billettene legges i Mine billetter.</p>`;
  return markup`<form method="post" action="${view.action}">
${view.message === null ? '' : markup`<p class="message" role="alert">${view.message}</p>`}
<input type="hidden" name="csrf" value="${view.csrf}">
<label for="antall">Antall billetter</label>
<select id="antall" name="antall">${options}</select>
${who}
<button type="submit">Bekreft kjøp</button>
</form>`;
}

/** The purchase page of a screening: its facts and, while on sale, the form. */
export function purchasePage(view: PurchaseView): string {
  const { screening } = view;
  const price = [
    ...(screening.price === null ? [] : ([['Pris', `${screening.price} per billett`]] as const)),
    ...(screening.memberPrice === null ? [] : ([['Medlemspris', `${screening.memberPrice} per billett`]] as const)),
  ];
  const left = view.state === 'closed' ? [] : ([['Ledige plasser', String(screening.remaining)]] as const);
  const message =
    view.state !== 'open' && view.message !== null ? markup`<p class="message" role="alert">${view.message}</p>` : '';
  const body =
    view.state === 'soldOut'
      ? markup`${message}<p class="status">Utsolgt</p>
<p>Alle billettene til denne visningen er solgt.</p>`
      : view.state === 'closed'
        ? markup`${message}<p class="status">Salget er stengt</p>
<p>Visningen har begynt, og billetter selges ikke lenger her.</p>`
        : purchaseForm(view);
  return page(
    view.venue,
    `Kjøp billetter: ${screening.title}`,
    markup`<p class="eyebrow">Kjøp billetter</p>
<h1>${screening.title}</h1>
${factsList(screening, [...price, ...left])}
${chips(screening.facts)}
${body}
${links(screening)}`,
  );
}

/** The confirmation of an order. */
export function orderPage(view: OrderView): string {
  const { screening } = view;
  const rows: Array<readonly [string, string]> = [
    ['Plasser', view.seats],
    ['Antall', `${String(view.quantity)} ${ticketsWord(view.quantity)}`],
    ...(view.total === null ? [] : ([['Totalt', view.total]] as const)),
    ['Ordrenummer', view.orderId],
  ];
  const where =
    view.myTicketsUrl === null
      ? markup`<p>Billettene er sendt på e-post. Vis dem i døra.</p>`
      : markup`<p>Billettene ligger i <a href="${view.myTicketsUrl}">Mine billetter</a>. Vis dem i døra.</p>`;
  return page(
    view.venue,
    'Takk for kjøpet',
    markup`<p class="eyebrow">Kvittering</p>
<h1>Takk for kjøpet</h1>
<p>Du har kjøpt ${String(view.quantity)} ${ticketsWord(view.quantity)} til <strong>${screening.title}</strong>.</p>
${factsList(screening, rows)}
${where}
${links(screening)}`,
  );
}

/** A page of its own for what has no purchase page: an unknown address, a refused request. */
export function messagePage(
  venue: string,
  heading: string,
  text: string,
  programme: { url: string; label: string },
): string {
  return page(
    venue,
    heading,
    markup`<h1>${heading}</h1>
<p>${text}</p>
<nav class="links" aria-label="Tilbake til nettstedet"><a href="${programme.url}">${programme.label}</a></nav>`,
  );
}

/** The message and status of a refused purchase. */
export function refusalMessage(refusal: Refusal): { status: 400 | 404 | 409; text: string } {
  switch (refusal.reason) {
    case 'unknown':
      return { status: 404, text: 'Vi finner ikke denne forestillingen.' };
    case 'started':
      return { status: 409, text: 'Salget er stengt. Forestillingen har begynt.' };
    case 'badQuantity':
      return { status: 400, text: `Velg mellom 1 og ${String(refusal.limit)} billetter.` };
    case 'soldOut':
      return { status: 409, text: 'Denne forestillingen er utsolgt.' };
    case 'notEnough':
      return { status: 409, text: `Det er bare ${String(refusal.remaining)} ${ticketsWord(refusal.remaining)} igjen.` };
  }
}
