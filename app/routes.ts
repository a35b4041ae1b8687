import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { MEMBER_PATHS } from './member/member-paths.ts';
import { SEARCH_PATH } from './search/search-path.ts';

export default [
  index('routes/page.tsx', { id: 'home' }),
  route('404', 'routes/not-found.tsx'),
  // Member screens (app/member/member-paths.ts): client-rendered, prerendered as shells, in
  // one frame that stays while a shell becomes its screen (member-layout.tsx).
  layout('routes/member/member-layout.tsx', [
    route(MEMBER_PATHS.logIn.slice(1), 'routes/member/log-in.tsx'),
    route(MEMBER_PATHS.signUp.slice(1), 'routes/member/sign-up.tsx'),
    route(MEMBER_PATHS.forgotPassword.slice(1), 'routes/member/forgot-password.tsx'),
    route(MEMBER_PATHS.myTickets.slice(1), 'routes/member/my-tickets.tsx'),
    route(MEMBER_PATHS.myWatchList.slice(1), 'routes/member/watch-list.tsx'),
    route(MEMBER_PATHS.confirmEmail.slice(1), 'routes/member/confirm-email.tsx'),
  ]),
  // The search page: prerendered when theme.search is enabled (react-router.config.ts).
  route(SEARCH_PATH.slice(1), 'routes/search.tsx'),
  route('*', 'routes/page.tsx', { id: 'page' }),
] satisfies RouteConfig;
