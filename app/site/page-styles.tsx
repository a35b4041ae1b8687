import { useMatches } from 'react-router';
import { currentPageData } from './page-payload.ts';

/**
 * The CSS of the page's block kinds, inline in the `<head>` after the site's one stylesheet
 * (decision 100): a page downloads no CSS for kinds it does not have, and nothing but the
 * site's stylesheet blocks its first paint. A client navigation swaps it in the same commit
 * as the new page (it comes with the page's payload), so no page shows unstyled.
 */
export function PageStyles() {
  const styles = currentPageData(useMatches())?.styles;
  if (!styles || styles.css === '') return null;
  return <style data-block-kinds={styles.kinds.join(' ')}>{styles.css}</style>;
}
