/** Why a request failed: the API answered with an error status, never answered, or too late. */
export type HttpErrorKind = 'status' | 'network' | 'timeout' | 'malformed';

/**
 * A failed call of a named endpoint. `body` is the error response as the API sent it (parsed
 * JSON, or text), kept so state can store "the error response" (spec §8). The message names
 * the endpoint, never the URL: a query may carry what logs must not.
 */
export class HttpError extends Error {
  readonly endpoint: string;
  readonly kind: HttpErrorKind;
  /** The HTTP status, or null when no response arrived. */
  readonly status: number | null;
  readonly body: unknown;
  /** Seconds the API asked us to wait (`Retry-After`, sent with 429 and 503), or null. */
  readonly retryAfterSeconds: number | null;

  constructor(
    endpoint: string,
    kind: HttpErrorKind,
    status: number | null,
    body: unknown,
    detail?: string,
    retryAfterSeconds: number | null = null,
  ) {
    const what = kind === 'status' ? `HTTP ${String(status)}` : kind;
    super(`${endpoint}: ${what}${detail ? ` (${detail})` : ''}`);
    this.name = 'HttpError';
    this.endpoint = endpoint;
    this.kind = kind;
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** True for the rejection of a request its caller aborted (a newer request superseded it). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
