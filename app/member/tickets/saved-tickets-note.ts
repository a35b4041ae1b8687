import type { MemberError } from '../state/member-error.ts';

/**
 * Why tickets are shown from the device, said under "Sist oppdatert" (spec §8 leaves the words to
 * us): 'offline' only when the browser is offline; 'no-answer' when it is online and the ticket
 * service did not answer (no connection to it, no answer in time, or a server error); else nothing
 * (another failure has its own message). "Du er uten nett" said while online sent a visitor to
 * their phone's settings for a service that was down.
 */
export function savedTicketsNote(
  error: Pick<MemberError, 'kind' | 'status'> | null,
  online: boolean,
): 'offline' | 'no-answer' | null {
  if (error === null) return null;
  const unreachable = error.kind === 'network' || error.kind === 'timeout';
  if (unreachable && !online) return 'offline';
  if (unreachable || (error.kind === 'status' && error.status !== null && error.status >= 500)) return 'no-answer';
  return null;
}
