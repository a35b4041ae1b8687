/**
 * The hydration floor (bench/lighthouse-floor.ts): React Router 8 in framework mode as the site
 * uses it, hydrating a document of ours whole with no component of ours. Prerendered only for
 * its scripts, which the bench puts into our pages in place of our own.
 */
import type { Config } from '@react-router/dev/config';

export default {
  ssr: false,
  // With the bench's other builds, out of the lint's and the type check's way.
  buildDirectory: '../../build-bench/hydration-floor',
  prerender: ['/'],
} satisfies Config;
