import type { PageBundle, SiteLayout } from '../model/page-bundle.ts';
import { Analytics } from './analytics/analytics.tsx';
import { Grid } from './grid.tsx';
import { SiteFrame } from './site-frame.tsx';

/**
 * A page: its blocks on the template grid, inside the shared header and footer. The consent
 * banner (fixed to the bottom of the screen) comes first in the document: a first visit's
 * browser paints it with the header, not after parsing a long programme (decision 102), and
 * keyboard and screen reader users meet the question before the page.
 */
export function PageView({ bundle, layout }: { bundle: PageBundle; layout: SiteLayout }) {
  return (
    <>
      <Analytics />
      <SiteFrame layout={layout} currentPath={bundle.path}>
        <Grid bundle={bundle} />
      </SiteFrame>
    </>
  );
}
