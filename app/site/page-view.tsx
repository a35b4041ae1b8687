import type { PageBundle } from '../model/page-bundle.ts';
import { Grid } from './grid.tsx';

/** A page: its blocks on the template grid. The root route puts it inside the shared frame. */
export function PageView({ bundle }: { bundle: PageBundle }) {
  return <Grid bundle={bundle} />;
}
