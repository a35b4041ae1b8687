import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/page.tsx', { id: 'home' }),
  route('404', 'routes/not-found.tsx'),
  route('*', 'routes/page.tsx', { id: 'page' }),
] satisfies RouteConfig;
