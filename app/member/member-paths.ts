/**
 * The member screens' routes, in Bokmål (spec §1, §2.6; decision 26). The one list
 * app/routes.ts and the prerender list read, so a path is named once.
 */
export const MEMBER_PATHS = {
  logIn: '/logg-inn',
  signUp: '/registrer',
  forgotPassword: '/glemt-passord',
  myTickets: '/mine-billetter',
  myWatchList: '/min-liste',
} as const;
