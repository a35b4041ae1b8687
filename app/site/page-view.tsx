import type { PageBundle, SiteLayout } from '../model/page-bundle.ts';
import { Analytics } from './analytics/analytics.tsx';
import { Grid } from './grid.tsx';
import { SiteFrame } from './site-frame.tsx';

/** A page: its blocks on the template grid, inside the shared header and footer. */
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
