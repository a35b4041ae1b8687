import { z } from 'zod';

/**
 * The partner API's shapes (capitalised, spec §3.13–3.16) reshaped into our camelCase types at
 * the boundary. Each `to…()` validates with zod and throws `ResponseShapeError` for a malformed
 * answer, which callers treat as a failed request: never a crash, never a half-filled screen.
 */
export class ResponseShapeError extends Error {
  readonly call: string;
  constructor(call: string, error: z.ZodError) {
    const first = error.issues[0];
    super(`${call}: unexpected response${first ? ` at ${first.path.join('.') || '(root)'}: ${first.message}` : ''}`);
    this.name = 'ResponseShapeError';
    this.call = call;
  }
}

function parse<T extends z.ZodType>(call: string, schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw new ResponseShapeError(call, result.error);
  return result.data;
}

const Text = z.string();
const OptionalText = z.string().nullish().transform((value) => value ?? '');
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

/** What the browser keeps after login or sign-up (§3.13 saved profile). */
export interface SavedProfile {
  userName: string;
  email: string;
  token: string;
}

export function savedProfileFromLogin(response: LoginResponse): SavedProfile {
  return { userName: response.UserName, email: response.UserInfo, token: response.marsToken };
}

export function savedProfileFromSignUp(response: SignUpResponse): SavedProfile {
  return { userName: response.UserName, email: response.ContactEmail, token: response.Token };
}

/** An API error body: `{Message, Code}`; either may be missing from a real API. */
const ApiErrorBody = z.object({ Message: z.string().optional(), Code: z.string().optional() }).loose();

/** The code of an API error body, if it has one. */
export function errorCode(body: unknown): string | undefined {
  const parsed = ApiErrorBody.safeParse(body);
  return parsed.success ? parsed.data.Code : undefined;
}

// ---------------------------------------------------------------- movie info (§3.14)

/** A film as the member API knows it (§3.14). */
export interface MovieInfo {
  title: string;
  movieId: number | string;
  edis: string[];
  /** Average rating; 0 when nobody has rated it. */
  rating: number;
  ratingCount: number;
  poster: string;
  link: string;
}

const RawMovieInfo = z.object({
  Title: Text,
  MovieId: Id,
  Edis: z.union([z.array(Text), Text.transform((edi) => [edi])]).default([]),
  Rating: z.number().nullish().transform((value) => value ?? 0),
  RatingCount: z.number().int().nonnegative().nullish().transform((value) => value ?? 0),
  Poster: OptionalText,
  link: OptionalText,
});

function movieInfoOf(raw: z.output<typeof RawMovieInfo>): MovieInfo {
  return { title: raw.Title, movieId: raw.MovieId, edis: raw.Edis, rating: raw.Rating, ratingCount: raw.RatingCount, poster: raw.Poster, link: raw.link };
}

export function toMovieInfo(body: unknown): MovieInfo {
  return movieInfoOf(parse('movieInfo', RawMovieInfo, body));
}

/** The watch list (§3.17): a list of MovieInfo. */
export function toWatchList(body: unknown): MovieInfo[] {
  return parse('watchlist', z.array(RawMovieInfo), body).map(movieInfoOf);
}

// ---------------------------------------------------------------- reviews (§3.15)

export interface Review {
  id: number | string;
  comment: string;
  rating: number;
  /** As the API sends it, e.g. `2026-11-19T14:00:00`. */
  addedAt: string;
  likesCount: number;
  movieId: number | string;
  userId: number | string;
  userName: string;
  image: string | null;
  isLiked: boolean;
}

const RawReview = z.object({
  Id: Id,
  Comment: OptionalText,
  Rating: z.number(),
  AddedAt: Text,
  LikesCount: z.number().int().nonnegative().nullish().transform((value) => value ?? 0),
  MovieId: Id,
  UserId: Id,
  UserName: Text,
  Image: z.string().nullish().transform((value) => value || null),
  IsLiked: z.boolean().nullish().transform((value) => value ?? false),
});

export function toReviews(body: unknown): Review[] {
  return parse('reviews', z.array(RawReview), body).map((raw) => ({
    id: raw.Id,
    comment: raw.Comment,
    rating: raw.Rating,
    addedAt: raw.AddedAt,
    likesCount: raw.LikesCount,
    movieId: raw.MovieId,
    userId: raw.UserId,
    userName: raw.UserName,
    image: raw.Image,
    isLiked: raw.IsLiked,
  }));
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
      Seats: z.array(z.object({ Row: Label, Seats: z.union([z.array(Label), Label.transform((seat) => [seat])]) })).default([]),
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
    seatsInfo: { info: raw.SeatsInfo.Info, seats: raw.SeatsInfo.Seats.map((row) => ({ row: row.Row, seats: row.Seats })) },
  }));
}
