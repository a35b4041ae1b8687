import { LoginResponse, SignUpResponse } from '../api/mappers.ts';
import { rejectedResponse, type MemberError } from './member-error.ts';

/** The account state of spec §3.13. */
export interface ProfileState {
  /** The raw login or sign-up response. */
  userProfile: LoginResponse | SignUpResponse | null;
  loading: boolean;
  error: MemberError | null;
  isEmailSent: boolean;
}

export const initialProfile: ProfileState = { userProfile: null, loading: false, error: null, isEmailSent: false };

export type ProfileAction =
  | { type: 'requested' }
  | { type: 'loginSucceeded'; response: LoginResponse }
  | { type: 'loginFailed'; error: MemberError }
  | { type: 'signUpSucceeded'; response: SignUpResponse }
  | { type: 'signUpFailed'; error: MemberError }
  | { type: 'forgotPasswordSucceeded' }
  | { type: 'forgotPasswordFailed'; error: MemberError }
  | { type: 'loginErrorCleared' }
  | { type: 'loggedOut' };

/** Account transitions (spec §4.1). */
export function profileReducer(state: ProfileState, action: ProfileAction): ProfileState {
  switch (action.type) {
    case 'requested':
      return { ...state, loading: true };
    case 'loginSucceeded':
    case 'signUpSucceeded':
      return { ...state, userProfile: action.response, loading: false, error: null };
    case 'loginFailed':
    case 'signUpFailed':
    case 'forgotPasswordFailed':
      return { ...state, loading: false, error: action.error };
    case 'forgotPasswordSucceeded':
      return { ...state, loading: false, error: null, isEmailSent: true };
    case 'loginErrorCleared':
      return { ...state, error: null };
    case 'loggedOut':
      return initialProfile;
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

/** A login answer counts only when it carries `marsToken` (§4.1); anything else is the error. */
export function loginOutcome(body: unknown): ProfileAction {
  const parsed = LoginResponse.safeParse(body);
  return parsed.success
    ? { type: 'loginSucceeded', response: parsed.data }
    : { type: 'loginFailed', error: rejectedResponse(body) };
}

/** A sign-up answer counts only when it carries `Token` (§4.1). */
export function signUpOutcome(body: unknown): ProfileAction {
  const parsed = SignUpResponse.safeParse(body);
  return parsed.success
    ? { type: 'signUpSucceeded', response: parsed.data }
    : { type: 'signUpFailed', error: rejectedResponse(body) };
}

/** Forgot password succeeds only on an empty body (§4.1, §7.2). */
export function forgotPasswordOutcome(body: unknown): ProfileAction {
  return body === ''
    ? { type: 'forgotPasswordSucceeded' }
    : { type: 'forgotPasswordFailed', error: rejectedResponse(body) };
}
