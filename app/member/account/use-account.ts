import { useReducer } from 'react';
import { savedProfileFromLogin, savedProfileFromSignUp } from '../api/mappers.ts';
import { forgotPassword, login, signUp } from '../api/member-calls.ts';
import { useMember } from '../member-context.tsx';
import { useRequest } from '../session/member-request.ts';
import {
  forgotPasswordOutcome,
  initialProfile,
  loginOutcome,
  profileReducer,
  signUpOutcome,
  type ProfileAction,
} from '../state/profile.ts';

type Failure = Extract<ProfileAction, { error: unknown }>['type'];

/**
 * The account requests of §4.1 with their state: each resolves true when it succeeded (the
 * screen then moves on). Only the latest request of each kind counts (§4.2), through the one
 * member request hook.
 */
export function useAccount() {
  const member = useMember();
  const [state, dispatch] = useReducer(profileReducer, initialProfile);
  const loginRequest = useRequest();
  const signUpRequest = useRequest();
  const forgotRequest = useRequest();

  /** Runs one account call: its answer becomes an action by the §4.1 rule; true on success. */
  async function account(
    request: ReturnType<typeof useRequest>,
    call: (signal: AbortSignal) => Promise<unknown>,
    outcome: (body: unknown) => ProfileAction,
    failure: Failure,
  ) {
    let succeeded: ProfileAction | null = null;
    await request.run(call, {
      requested: () => dispatch({ type: 'requested' }),
      received(body) {
        const action = outcome(body);
        dispatch(action);
        if (!('error' in action)) succeeded = action;
      },
      failed: (error) => dispatch({ type: failure, error }),
    });
    return succeeded as ProfileAction | null;
  }

  async function logIn(input: { email: string; password: string }): Promise<boolean> {
    const action = await account(
      loginRequest,
      (signal) => login(member.session.client, input, signal),
      loginOutcome,
      'loginFailed',
    );
    if (action?.type === 'loginSucceeded') member.save(savedProfileFromLogin(action.response));
    return action !== null;
  }

  async function register(input: { email: string; userName: string; password: string }): Promise<boolean> {
    const action = await account(
      signUpRequest,
      (signal) => signUp(member.session.client, input, signal),
      signUpOutcome,
      'signUpFailed',
    );
    if (action?.type === 'signUpSucceeded') member.save(savedProfileFromSignUp(action.response));
    return action !== null;
  }

  async function requestNewPassword(input: { email: string }): Promise<boolean> {
    return (
      (await account(
        forgotRequest,
        (signal) => forgotPassword(member.session.client, input, signal),
        forgotPasswordOutcome,
        'forgotPasswordFailed',
      )) !== null
    );
  }

  return { state, logIn, register, requestNewPassword, clearLoginError: () => dispatch({ type: 'loginErrorCleared' }) };
}
