import { useEffect, useReducer, useRef } from 'react';
import { savedProfileFromLogin, savedProfileFromSignUp } from '../api/mappers.ts';
import { forgotPassword, login, signUp } from '../api/member-calls.ts';
import { useMember } from '../member-context.tsx';
import { createLatest, runLatest } from '../state/latest-wins.ts';
import { toMemberError } from '../state/member-error.ts';
import { forgotPasswordOutcome, initialProfile, loginOutcome, profileReducer, signUpOutcome } from '../state/profile.ts';

/**
 * The account requests of §4.1 with their state: each resolves true when it succeeded (the
 * screen then moves on). Only the latest request of each kind counts (§4.2).
 */
export function useAccount() {
  const member = useMember();
  const [state, dispatch] = useReducer(profileReducer, initialProfile);
  const latest = useRef({ login: createLatest(), signUp: createLatest(), forgotPassword: createLatest() });

  useEffect(() => {
    const current = latest.current;
    return () => Object.values(current).forEach((request) => request.cancel());
  }, []);

  async function logIn(input: { email: string; password: string }): Promise<boolean> {
    let ok = false;
    dispatch({ type: 'requested' });
    await runLatest(latest.current.login, (signal) => login(member.client, input, signal), {
      onResult(body) {
        const action = loginOutcome(body);
        dispatch(action);
        if (action.type === 'loginSucceeded') {
          member.save(savedProfileFromLogin(action.response));
          ok = true;
        }
      },
      onError: (error) => dispatch({ type: 'loginFailed', error: toMemberError(error) }),
    });
    return ok;
  }

  async function register(input: { email: string; userName: string; password: string }): Promise<boolean> {
    let ok = false;
    dispatch({ type: 'requested' });
    await runLatest(latest.current.signUp, (signal) => signUp(member.client, input, signal), {
      onResult(body) {
        const action = signUpOutcome(body);
        dispatch(action);
        if (action.type === 'signUpSucceeded') {
          member.save(savedProfileFromSignUp(action.response));
          ok = true;
        }
      },
      onError: (error) => dispatch({ type: 'signUpFailed', error: toMemberError(error) }),
    });
    return ok;
  }

  async function requestNewPassword(input: { email: string }): Promise<boolean> {
    let ok = false;
    dispatch({ type: 'requested' });
    await runLatest(latest.current.forgotPassword, (signal) => forgotPassword(member.client, input, signal), {
      onResult(body) {
        const action = forgotPasswordOutcome(body);
        dispatch(action);
        ok = action.type === 'forgotPasswordSucceeded';
      },
      onError: (error) => dispatch({ type: 'forgotPasswordFailed', error: toMemberError(error) }),
    });
    return ok;
  }

  return { state, logIn, register, requestNewPassword, clearLoginError: () => dispatch({ type: 'loginErrorCleared' }) };
}
