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
  /** Where a sign-up's confirmation mail leads (decision 193); its token is in the fragment. */
  confirmEmail: '/bekreft-e-post',
} as const;
