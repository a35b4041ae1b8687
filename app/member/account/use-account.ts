import { useReducer } from 'react';
import type { PartnerClient } from '../api/partner-client.ts';
import type * as AccountCallsModule from './account-calls.ts';
import { useMember } from '../member-context.tsx';
import { useRequest } from '../session/member-request.ts';
import { initialProfile, profileReducer, type ProfileAction } from '../state/profile.ts';

type Failure = Extract<ProfileAction, { error: unknown }>['type'];
type AccountCalls = typeof AccountCallsModule;

/** The calls and their rules, with zod: fetched once, when a form is first used. */
const loadAccountCalls = () => import('./account-calls.ts');

/**
 * The account requests of §4.1 with their state: each resolves true when it succeeded (the
 * screen then moves on). Only the latest request of each kind counts (§4.2), through the one
 * member request hook. `prepare` starts loading the calls early (a form's first focus), so
 * the submit seldom waits for them; a submit that does shows the loading state meanwhile, and
 * calls that cannot be loaded fail like a request without network.
 */
export function useAccount() {
  const member = useMember();
  const [state, dispatch] = useReducer(profileReducer, initialProfile);
  const loginRequest = useRequest();
  const signUpRequest = useRequest();
  const forgotRequest = useRequest();

  /** Runs one account call: its action goes to the reducer; a success is saved and returns true. */
  async function account(
    request: ReturnType<typeof useRequest>,
    call: (calls: AccountCalls, client: PartnerClient, signal: AbortSignal) => Promise<ProfileAction>,
    failure: Failure,
  ): Promise<boolean> {
    type Success = { action: ProfileAction; calls: AccountCalls };
    let succeeded: Success | null = null;
    await request.run(
      async (signal) => {
        const calls = await loadAccountCalls();
        return { action: await call(calls, member.session.client, signal), calls };
      },
      {
        requested: () => dispatch({ type: 'requested' }),
        received(answer) {
          dispatch(answer.action);
          if (!('error' in answer.action)) succeeded = answer;
        },
        failed: (error) => dispatch({ type: failure, error }),
      },
    );
    // Set in `received`, which TypeScript cannot see run.
    const success = succeeded as Success | null;
    if (success === null) return false;
    const { action, calls } = success;
    const saved = calls.savedProfileOf(action);
    if (saved) member.save(saved);
    return true;
  }

  /**
   * After a login or sign-up on the site, the ticketing provider's login with the same
   * credentials, so its checkout knows the member (decision 191). Awaited, so the token is kept
   * before the screen moves on; its failure changes nothing on the site.
   */
  async function withCheckout(succeeded: boolean, input: { email: string; password: string }): Promise<boolean> {
    if (succeeded)
      await import('../checkout/checkout-calls.ts').then(
        ({ logInAtCheckout }) =>
          logInAtCheckout(member.ticketingHost, member.partnerId, input, AbortSignal.timeout(5_000)),
        () => false,
      );
    return succeeded;
  }

  return {
    state,
    prepare: () => void loadAccountCalls().catch(() => undefined),
    logIn: async (input: { email: string; password: string }) =>
      withCheckout(
        await account(loginRequest, (calls, client, signal) => calls.logInAction(client, input, signal), 'loginFailed'),
        input,
      ),
    register: async (input: { email: string; userName: string; password: string }) =>
      withCheckout(
        await account(
          signUpRequest,
          (calls, client, signal) => calls.signUpAction(client, input, signal),
          'signUpFailed',
        ),
        input,
      ),
    requestNewPassword: (input: { email: string }) =>
      account(
        forgotRequest,
        (calls, client, signal) => calls.forgotPasswordAction(client, input, signal),
        'forgotPasswordFailed',
      ),
    clearLoginError: () => dispatch({ type: 'loginErrorCleared' }),
  };
}
