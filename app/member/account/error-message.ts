import { memberLabels } from '../labels.ts';
import type { MemberError } from '../state/member-error.ts';

/**
 * The code of an API error body `{Message, Code}` (either may be missing), read by hand: zod
 * loads only with the account calls (account-calls.ts), and a message is shown without them.
 */
function errorCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { Message, Code } = body as Record<string, unknown>;
  if (Message !== undefined && typeof Message !== 'string') return undefined;
  return typeof Code === 'string' ? Code : undefined;
}

/** 'For mange forsøk. Prøv igjen om 5 minutter.', rounded up; without Retry-After: 'om litt'. */
export function tooManyAttemptsMessage(retryAfterSeconds: number | null | undefined): string {
  if (retryAfterSeconds === null || retryAfterSeconds === undefined)
    return 'For mange forsøk. Vent litt og prøv igjen.';
  if (retryAfterSeconds < 60)
    return retryAfterSeconds <= 1
      ? 'For mange forsøk. Prøv igjen om et sekund.'
      : `For mange forsøk. Prøv igjen om ${String(retryAfterSeconds)} sekunder.`;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return minutes === 1
    ? 'For mange forsøk. Prøv igjen om et minutt.'
    : `For mange forsøk. Prøv igjen om ${String(minutes)} minutter.`;
}

/** What an account error means to the visitor (spec §8 leaves the wording to us). */
export function accountErrorMessage(error: MemberError, operation: 'login' | 'signUp' | 'forgotPassword'): string {
  const code = errorCode(error.body);
  if (error.kind === 'network' || error.kind === 'timeout')
    return 'Vi får ikke kontakt med billettsystemet. Sjekk nettforbindelsen og prøv igjen.';
  if (error.status === 429) return tooManyAttemptsMessage(error.retryAfterSeconds);
  if (operation === 'login' && (code === 'InvalidCredentials' || error.status === 401))
    return 'Feil e-postadresse eller passord.';
  if (operation === 'signUp' && (code === 'EmailTaken' || error.status === 409))
    return 'Det finnes allerede en konto med denne e-postadressen. Logg inn, eller be om nytt passord.';
  if (code === 'InvalidEmail') return memberLabels.invalidEmail;
  if (code === 'CommonPassword') return memberLabels.commonPassword;
  if (code === 'InvalidPassword') return memberLabels.shortPassword;
  if (error.status !== null && error.status >= 500)
    return 'Billettsystemet har en feil akkurat nå. Prøv igjen om litt.';
  return operation === 'forgotPassword'
    ? 'Vi kunne ikke sende e-posten. Prøv igjen om litt.'
    : 'Noe gikk galt. Prøv igjen om litt.';
}

/** The tickets were refused because the account has not confirmed its address yet (decision 193). */
export function isEmailNotConfirmed(error: MemberError | null): boolean {
  return error?.status === 403 && errorCode(error.body) === 'EmailNotConfirmed';
}

/** The confirmation link was refused: wrong, used or expired (one answer for all three). */
export function isInvalidConfirmation(error: MemberError): boolean {
  return error.status === 400 && errorCode(error.body) === 'InvalidConfirmation';
}

/** What a failed member data call (tickets, watch list) means: throttled, or try later. */
export function loadErrorMessage(error: MemberError): string {
  return error.status === 429 ? tooManyAttemptsMessage(error.retryAfterSeconds) : memberLabels.loadFailed;
}
