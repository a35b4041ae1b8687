import { index, route, type RouteConfig } from '@react-router/dev/routes';

// Every path of ours matches, with no loader: the document itself is what hydrates.
export default [
  index('routes/page.tsx', { id: 'index' }),
  route('*', 'routes/page.tsx', { id: 'any' }),
] satisfies RouteConfig;
