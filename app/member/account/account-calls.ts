import { forgotPassword, login, signUp } from '../api/member-calls.ts';
import { savedProfileFromLogin, savedProfileFromSignUp } from '../api/mappers.ts';
import type { PartnerClient } from '../api/partner-client.ts';
import type { SavedProfile } from '../api/saved-profile-type.ts';
import { forgotPasswordOutcome, loginOutcome, signUpOutcome } from '../state/account-outcomes.ts';
import type { ProfileAction } from '../state/profile.ts';

/**
 * The account calls of §4.1, each answer turned into its profile action by the §4.1 rule. They
 * read the answers with zod, so use-account.ts loads this module when a visitor first uses a
 * form, not with the page: the page hydrates without zod (25 KiB gzip).
 */

export async function logInAction(
  client: PartnerClient,
  input: { email: string; password: string },
  signal: AbortSignal,
): Promise<ProfileAction> {
  return loginOutcome(await login(client, input, signal));
}

export async function signUpAction(
  client: PartnerClient,
  input: { email: string; userName: string; password: string },
  signal: AbortSignal,
): Promise<ProfileAction> {
  return signUpOutcome(await signUp(client, input, signal));
}

export async function forgotPasswordAction(
  client: PartnerClient,
  input: { email: string },
  signal: AbortSignal,
): Promise<ProfileAction> {
  return forgotPasswordOutcome(await forgotPassword(client, input, signal));
}

/** The profile to keep on the device after a successful login or sign-up; null for anything else. */
export function savedProfileOf(action: ProfileAction): SavedProfile | null {
  if (action.type === 'loginSucceeded') return savedProfileFromLogin(action.response);
  if (action.type === 'signUpSucceeded') return savedProfileFromSignUp(action.response);
  return null;
}
