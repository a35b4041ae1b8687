/**
 * Prices in Bokmål (decision 202): the currency before the amount, as Norwegian price tags and
 * Språkrådet write it ('kr 150', 'kr 1 250', 'kr 149,50'), with a no-break space so a price
 * never wraps between 'kr' and its amount. Not `Intl.NumberFormat` (numbers.ts says why).
 */

/** The no-break space between 'kr' and the amount, and between thousands. */
const NBSP = '\u00a0';

/** 150 → 'kr 150'; 1250 → 'kr 1 250'; 149.5 → 'kr 149,50'. */
export function formatKroner(amount: number): string {
  const [whole = '0', fraction] = amount.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `kr${NBSP}${grouped}${fraction === '00' ? '' : `,${fraction}`}`;
}

/** 120 → 'Medlem kr 120'. */
export function formatMemberPrice(amount: number): string {
  return `Medlem ${formatKroner(amount)}`;
}
