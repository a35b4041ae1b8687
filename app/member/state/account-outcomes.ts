import { LoginResponse, SignUpResponse } from '../api/mappers.ts';
import { rejectedResponse } from './member-error.ts';
import type { ProfileAction } from './profile.ts';

// The rules of §4.1 for the account calls' answers. Apart from profile.ts because they read
// the answers with zod: the reducer renders with the form, these load with the calls.

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
