/** What the browser keeps after login or sign-up (§3.13 saved profile). */
export interface SavedProfile {
  userName: string;
  email: string;
  token: string;
}
