import { HttpError } from '../../http/http-error.ts';
import { ResponseShapeError } from '../api/response-shape-error.ts';

/**
 * A failed member or account request as state stores it (spec §8: "the error response"):
 * the HTTP status and body when the API answered, or what kept it from answering.
 */
export interface MemberError {
  kind: 'status' | 'network' | 'timeout' | 'malformed' | 'rejected';
  status: number | null;
  /** The API's error body, or the unexpected success body of a rejected answer. */
  body: unknown;
  /** Seconds a throttled call (429) asks us to wait, when the API said so. */
  retryAfterSeconds?: number | null;
}

/** What state keeps of any failure. */
export function toMemberError(error: unknown): MemberError {
  if (error instanceof HttpError) {
    const base = { kind: error.kind, status: error.status, body: error.body };
    return error.retryAfterSeconds === null ? base : { ...base, retryAfterSeconds: error.retryAfterSeconds };
  }
  if (error instanceof ResponseShapeError) return { kind: 'malformed', status: null, body: undefined };
  return { kind: 'network', status: null, body: undefined };
}

/** An answer with a success status that the rules of §4.1 do not accept (no token, a body). */
export function rejectedResponse(body: unknown): MemberError {
  return { kind: 'rejected', status: null, body };
}
