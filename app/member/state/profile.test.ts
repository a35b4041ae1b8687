import { expect, test } from 'vitest';
import { forgotPasswordOutcome, loginOutcome, signUpOutcome } from './account-outcomes.ts';
import { initialProfile, profileReducer, type ProfileState } from './profile.ts';

const login = { marsToken: 't-1', UserName: 'Kari', UserInfo: 'kari@example.no' };
const signUp = { Token: 't-2', UserName: 'Ola', ContactEmail: 'ola@example.no' };
const failed: ProfileState = {
  ...initialProfile,
  error: { kind: 'status', status: 401, body: { Code: 'InvalidCredentials' } },
};

test('the profile starts empty, not loading, without error or sent e-mail', () => {
  expect(initialProfile).toEqual({ userProfile: null, loading: false, error: null, isEmailSent: false });
});

test('requesting sets loading', () => {
  expect(profileReducer(initialProfile, { type: 'requested' }).loading).toBe(true);
});

test('a login answer with marsToken stores the response', () => {
  const state = profileReducer({ ...failed, loading: true }, loginOutcome(login));
  expect(state).toEqual({ userProfile: login, loading: false, error: null, isEmailSent: false });
});

test('a login answer without marsToken stores nothing but the error', () => {
  const body = { UserName: 'Kari', UserInfo: 'kari@example.no' };
  const state = profileReducer({ ...initialProfile, loading: true }, loginOutcome(body));
  expect(state.userProfile).toBeNull();
  expect(state.error).toEqual({ kind: 'rejected', status: null, body });
  expect(state.loading).toBe(false);
});

test('a failed login stores the error response', () => {
  const error = { kind: 'status' as const, status: 401, body: { Code: 'InvalidCredentials' } };
  expect(profileReducer(initialProfile, { type: 'loginFailed', error }).error).toBe(error);
});

test('the login error can be cleared', () => {
  expect(profileReducer(failed, { type: 'loginErrorCleared' }).error).toBeNull();
});

test('a sign-up answer with Token stores the response; without it, the error', () => {
  expect(profileReducer(initialProfile, signUpOutcome(signUp)).userProfile).toEqual(signUp);
  const rejected = profileReducer(initialProfile, signUpOutcome({ UserName: 'Ola' }));
  expect(rejected.userProfile).toBeNull();
  expect(rejected.error?.kind).toBe('rejected');
});

test('a failed sign-up stores the error', () => {
  const error = { kind: 'status' as const, status: 409, body: { Code: 'EmailTaken' } };
  expect(profileReducer(initialProfile, { type: 'signUpFailed', error }).error).toBe(error);
});

test('forgot password succeeds only on an empty body: error cleared, e-mail sent', () => {
  const state = profileReducer({ ...failed, loading: true }, forgotPasswordOutcome(''));
  expect(state).toMatchObject({ error: null, isEmailSent: true, loading: false });
  const notEmpty = profileReducer(initialProfile, forgotPasswordOutcome({ ok: true }));
  expect(notEmpty).toMatchObject({ isEmailSent: false, error: { kind: 'rejected', body: { ok: true } } });
});

test('a failed forgot-password request stores the error', () => {
  const error = { kind: 'network' as const, status: null, body: undefined };
  expect(profileReducer(initialProfile, { type: 'forgotPasswordFailed', error }).error).toBe(error);
});

test('logging out forgets the profile', () => {
  const loggedIn = profileReducer(initialProfile, loginOutcome(login));
  expect(profileReducer(loggedIn, { type: 'loggedOut' })).toEqual(initialProfile);
});
