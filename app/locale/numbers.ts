/**
 * A non-negative number in Bokmål with at most `digits` decimals and a decimal comma:
 * 4.25 → '4,3', 4 → '4'. For small numbers without grouping (a film's rating). Not
 * `Intl.NumberFormat`: making one loads locale data, about 90 ms of main-thread work at
 * Lighthouse's 4 × CPU slowdown when the film page's ratings load (decision 109). Rounds as
 * `Intl.NumberFormat` does: half up on the number's shortest decimal form (4.35 → '4,4').
 */
export function formatDecimal(value: number, digits: number): string {
  const text = String(value);
  if (!/^\d+(\.\d+)?$/.test(text)) return text.replace('.', ',');
  const [whole = '0', fraction = ''] = text.split('.');
  let scaled = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  if ((fraction[digits] ?? '0') >= '5') scaled += 1n;
  const digitsText = scaled.toString().padStart(digits + 1, '0');
  const wholePart = digitsText.slice(0, digitsText.length - digits);
  const fractionPart = digitsText.slice(digitsText.length - digits).replace(/0+$/, '');
  return fractionPart === '' ? wholePart : `${wholePart},${fractionPart}`;
}
