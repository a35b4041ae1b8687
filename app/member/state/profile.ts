import type { LoginResponse, SignUpResponse } from '../api/mappers.ts';
import type { MemberError } from './member-error.ts';

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
