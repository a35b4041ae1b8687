/**
 * Soft hyphens (U+00AD) in a Bokmål text's long words, so a heading too narrow for a word breaks
 * it at a syllable with a hyphen instead of mid-syllable without one (decision 212). A browser
 * with a Bokmål hyphenation dictionary does as well with `hyphens: auto` (base.css); one without
 * (Chromium on Linux without its downloaded dictionaries) breaks a long word anywhere
 * (`overflow-wrap`), which these points replace.
 *
 * The rule is the common one for Norwegian, kept simple: a break before the consonant that
 * starts the next syllable (before the whole of an onset such as "kl", "str", "skj"), after a
 * joining "s" between the parts of a compound ("tilgjengelighets-erklæring"), never inside a
 * run of vowels, and only where both sides keep a few letters.
 */

const SOFT_HYPHEN = '\u00AD';
/** Shorter words fit a phone's heading; they are left alone. */
const LONG_WORD = 16;
const MIN_BEFORE = 5;
const MIN_AFTER = 4;
const VOWEL = /[aeiouyæøåé]/i;
const LETTERS = /^\p{L}+$/u;
// Onsets of a syllable, longest first: they stay together at the start of the next line.
const ONSETS = [
  'skj',
  'skr',
  'spr',
  'str',
  'kj',
  'sj',
  'gj',
  'hj',
  'hv',
  'tj',
  'bl',
  'br',
  'dr',
  'fl',
  'fr',
  'gl',
  'gr',
  'kl',
  'kr',
  'pl',
  'pr',
  'sk',
  'sl',
  'sm',
  'sn',
  'sp',
  'st',
  'sv',
  'tr',
];

/** Where in a run of consonants between two vowels the next syllable starts. */
function syllableStart(cluster: string): number {
  if (cluster.length <= 1) return 0;
  // A compound's joining s: "…hets|erklæring", "…sjons|kapsler".
  if (cluster.endsWith('s')) return cluster.length;
  if (cluster.length >= 3 && cluster[1] === 's') return 2;
  const onset = ONSETS.find((candidate) => cluster.endsWith(candidate));
  return cluster.length - (onset?.length ?? 1);
}

/** The places in one word where a syllable starts, as indexes. */
export function hyphenationPoints(word: string): number[] {
  if (word.length < LONG_WORD || !LETTERS.test(word)) return [];
  const lower = word.toLowerCase();
  const points: number[] = [];
  let lastVowel = -1;
  for (let index = 0; index < lower.length; index += 1) {
    if (!VOWEL.test(lower[index] ?? '')) continue;
    if (lastVowel >= 0 && index - lastVowel > 1) {
      const point = lastVowel + 1 + syllableStart(lower.slice(lastVowel + 1, index));
      if (point >= MIN_BEFORE && word.length - point >= MIN_AFTER) points.push(point);
    }
    lastVowel = index;
  }
  return points;
}

/** The text with a soft hyphen at each syllable start of its long words. */
export function withSoftHyphens(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const points = hyphenationPoints(word);
    if (points.length === 0) return word;
    let out = '';
    let from = 0;
    for (const point of points) {
      out += word.slice(from, point) + SOFT_HYPHEN;
      from = point;
    }
    return out + word.slice(from);
  });
}
