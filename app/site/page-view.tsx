import type { PageBundle, SiteLayout } from '../model/page-bundle.ts';
import { Analytics } from './analytics/analytics.tsx';
import { Grid } from './grid.tsx';
import { SiteFrame } from './site-frame.tsx';

/**
 * A page: its blocks on the template grid, inside the shared header and footer.
 * CAREFUL: the consent banner stays after the page. First in the document it was painted with
 * the header, but Lighthouse then saw it shift once in three loads (0.063), and the simulated
 * largest paint did not move (decision 102).
 */
export function PageView({ bundle, layout }: { bundle: PageBundle; layout: SiteLayout }) {
  return (
    <>
      <SiteFrame layout={layout} currentPath={bundle.path}>
        <Grid bundle={bundle} />
      </SiteFrame>
      <Analytics />
    </>
  );
}
