/**
 * A success answer whose body is not the shape the call promises. Callers treat it as a failed
 * request: never a crash, never a half-filled screen. Kept apart from zod (mappers.ts builds
 * one from a ZodError; film-shapes.ts from its own checks) so the film page needs no zod.
 */
export class ResponseShapeError extends Error {
  readonly call: string;
  constructor(call: string, where: string, problem: string) {
    super(`${call}: unexpected response at ${where || '(root)'}: ${problem}`);
    this.name = 'ResponseShapeError';
    this.call = call;
  }
}
