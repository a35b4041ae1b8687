import { HttpError } from '../../http/http-error.ts';
import type { PartnerClient } from '../api/partner-client.ts';
import type { LogoutReason } from './profile-store.ts';

/** Where the session finds the stored token and forgets the profile (profile-store.ts in the browser). */
export interface ProfileAccess {
  swapToken(): string | null;
  forget(reason: LogoutReason | null): void;
}

/**
 * The partner API as the member's browser talks to it: the client, plus the one way to make a
 * call that needs the member's API session.
 */
export interface PartnerSession {
  client: PartnerClient;
  /**
   * Runs `call` as the member (§4.4): first swaps the stored token for an API session cookie
   * (only when a token is stored), then calls. A 401 on the swap or the call means the token
   * or session is no longer valid (a login elsewhere replaced the token, the session expired):
   * the member is logged out locally and told to log in again (decision 51). Rejects as the
   * call did, so the request's state still stores the error (§8).
   */
  asMember<T>(call: (client: PartnerClient, signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T>;
  /** Forgets the profile and ends the API session; a failure leaves only a cookie the site no longer uses. */
  logOut(): void;
}

export function createPartnerSession(client: PartnerClient, profile: ProfileAccess): PartnerSession {
  // Member calls run one at a time. Each swap starts a new API session and ends the one the
  // browser had (every authentication gets a new session), so a swap beside a call still in
  // flight would end that call's session under it: a 401, and the member logged out for nothing.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    client,
    asMember(call, signal) {
      const run = queue.then(async () => {
        signal.throwIfAborted();
        try {
          const token = profile.swapToken();
          if (token !== null) await client.request('switchTokensDx', { headers: { 'X-Token': token }, signal });
          return await call(client, signal);
        } catch (error) {
          if (error instanceof HttpError && error.status === 401 && !signal.aborted) profile.forget('sessionExpired');
          throw error;
        }
      });
      queue = run.catch(() => undefined);
      return run;
    },
    logOut() {
      profile.forget(null);
      client
        .request('logout')
        .catch((error: unknown) =>
          console.error('Logging out of the partner API failed', error instanceof Error ? error.message : error),
        );
    },
  };
}
