import type { Config } from '@react-router/dev/config';

export default {
  ssr: false,
  buildDirectory: process.env['FOAJE_BUILD_DIR'] ?? 'build',
  async prerender() {
    return ['/', '/kinoprogram', '/article/info-om-cookies', '/404'];
  },
} satisfies Config;
