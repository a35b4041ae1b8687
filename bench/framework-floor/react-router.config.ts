/**
 * The framework floor (decision 105): React Router 8 in framework mode as the site uses it
 * (`ssr: false`, prerendered), one route and nothing of ours. Built by framework-floor.ts.
 */
import type { Config } from '@react-router/dev/config';

export default {
  ssr: false,
  // With the bench's other builds, out of the lint's and the type check's way.
  buildDirectory: '../../build-bench/framework-floor',
  prerender: ['/'],
} satisfies Config;
