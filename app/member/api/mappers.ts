import { z } from 'zod';
import { ResponseShapeError } from './response-shape-error.ts';
import type { SavedProfile } from './saved-profile-type.ts';

/**
 * The partner API's shapes (capitalised, spec §3.13–3.16) reshaped into our camelCase types at
 * the boundary. Each `to…()` validates with zod and throws `ResponseShapeError` for a malformed
 * answer, which callers treat as a failed request: never a crash, never a half-filled screen.
 * The film shapes (movie info, reviews, watch list) are in film-shapes.ts, without zod.
 */
function parse<T extends z.ZodType>(call: string, schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new ResponseShapeError(call, first?.path.join('.') ?? '', first?.message ?? 'invalid');
}

const Text = z.string();
const OptionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const Id = z.union([z.number(), z.string().min(1)]);
/** Rows and seats arrive as numbers or text; we show them as text. */
const Label = z.union([z.number(), z.string()]).transform(String);

// ---------------------------------------------------------------- account (§3.13)

/** The login response: `marsToken` is the member's token, `UserInfo` the e-mail (§3.13). */
export const LoginResponse = z.object({ marsToken: z.string().min(1), UserName: Text, UserInfo: Text });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** The sign-up response: `Token`, `UserName`, `ContactEmail` (§3.13). */
export const SignUpResponse = z.object({ Token: z.string().min(1), UserName: Text, ContactEmail: Text });
export type SignUpResponse = z.infer<typeof SignUpResponse>;

export function savedProfileFromLogin(response: LoginResponse): SavedProfile {
  return { userName: response.UserName, email: response.UserInfo, token: response.marsToken };
}

export function savedProfileFromSignUp(response: SignUpResponse): SavedProfile {
  return { userName: response.UserName, email: response.ContactEmail, token: response.Token };
}

// ---------------------------------------------------------------- tickets (§3.16)

export interface MyTicket {
  movieId: number | string;
  movieTitle: string;
  notes: string;
  /** The payload the QR code encodes. */
  qrCode: string;
  qrUrl: string;
  startTime: string;
  expirationDate: string;
  /** The poster (`Poster`). */
  image: string;
  /** The screen or hall (`Screen`). */
  sal: string;
  seatsInfo: { info: string; seats: Array<{ row: string; seats: string[] }> };
}

const RawTicket = z.object({
  MovieId: Id,
  MovieTitle: Text,
  Notes: OptionalText,
  QrCode: z.string().min(1),
  QrUrl: OptionalText,
  StartTime: Text,
  ExpirationDate: OptionalText,
  Poster: OptionalText,
  Screen: OptionalText,
  SeatsInfo: z
    .object({
      Info: OptionalText,
      Seats: z
        .array(z.object({ Row: Label, Seats: z.union([z.array(Label), Label.transform((seat) => [seat])]) }))
        .default([]),
    })
    .nullish()
    .transform((value) => value ?? { Info: '', Seats: [] }),
});

export function toMyTickets(body: unknown): MyTicket[] {
  return parse('tickets', z.array(RawTicket), body).map((raw) => ({
    movieId: raw.MovieId,
    movieTitle: raw.MovieTitle,
    notes: raw.Notes,
    qrCode: raw.QrCode,
    qrUrl: raw.QrUrl,
    startTime: raw.StartTime,
    expirationDate: raw.ExpirationDate,
    image: raw.Poster,
    sal: raw.Screen,
    seatsInfo: {
      info: raw.SeatsInfo.Info,
      seats: raw.SeatsInfo.Seats.map((row) => ({ row: row.Row, seats: row.Seats })),
    },
  }));
}
