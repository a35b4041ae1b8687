import { useMatches } from 'react-router';
import type { PageStyles as Styles } from '../blocks/block-styles.ts';

function isPageStyles(value: unknown): value is Styles {
  if (typeof value !== 'object' || value === null) return false;
  const { kinds, css } = value as Partial<Styles>;
  return Array.isArray(kinds) && typeof css === 'string';
}

/** The block CSS of the page being shown: the `styles` its route's loader returned, if any. */
export function currentPageStyles(matches: ReadonlyArray<{ loaderData?: unknown }>): Styles | undefined {
  for (const match of [...matches].reverse()) {
    const data = match.loaderData;
    if (typeof data === 'object' && data !== null && 'styles' in data && isPageStyles(data.styles)) return data.styles;
  }
  return undefined;
}

/**
 * The CSS of the page's block kinds, inline in the `<head>` after the site's one stylesheet
 * (decision 100): a page downloads no CSS for kinds it does not have, and nothing but the
 * site's stylesheet blocks its first paint. A client navigation swaps it in the same commit
 * as the new page (it comes with the page's payload), so no page shows unstyled.
 */
export function PageStyles() {
  const styles = currentPageStyles(useMatches());
  if (!styles || styles.css === '') return null;
  return <style data-block-kinds={styles.kinds.join(' ')}>{styles.css}</style>;
}
