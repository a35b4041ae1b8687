import { ResponseShapeError } from './response-shape-error.ts';

/**
 * The partner API's film shapes (capitalised, spec §3.14, §3.15, §3.17) checked and reshaped
 * into our camelCase types at the boundary. CAREFUL: the film page's ratings read these on
 * every visit, so they are checked by hand, not with zod, to keep zod out of a content page's
 * first load (docs/decisions.md, 11.1). Each `to…()` throws ResponseShapeError for a
 * malformed answer; the rules are the ones mappers.ts applied with zod before.
 */

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

type Raw = Record<string, unknown>;

/** Reads fields of one object, naming the call and path of the first wrong one. */
class Reader {
  private readonly call: string;
  private readonly path: string;
  private readonly raw: Raw;

  constructor(call: string, path: string, raw: Raw) {
    this.call = call;
    this.path = path;
    this.raw = raw;
  }

  static of(call: string, path: string, value: unknown): Reader {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ResponseShapeError(call, path, 'expected an object');
    return new Reader(call, path, value as Raw);
  }

  private fail(key: string, problem: string): never {
    throw new ResponseShapeError(this.call, this.path ? `${this.path}.${key}` : key, problem);
  }

  text(key: string): string {
    const value = this.raw[key];
    return typeof value === 'string' ? value : this.fail(key, 'expected text');
  }

  /** Text that may be missing or null: ''. */
  optionalText(key: string): string {
    const value = this.raw[key];
    if (value === undefined || value === null) return '';
    return typeof value === 'string' ? value : this.fail(key, 'expected text');
  }

  number(key: string): number {
    const value = this.raw[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : this.fail(key, 'expected a number');
  }

  /** A number that may be missing or null: 0. `count` demands a whole number ≥ 0. */
  optionalNumber(key: string, count = false): number {
    const value = this.raw[key];
    if (value === undefined || value === null) return 0;
    if (typeof value !== 'number' || !Number.isFinite(value)) return this.fail(key, 'expected a number');
    return !count || (Number.isInteger(value) && value >= 0) ? value : this.fail(key, 'expected a whole number ≥ 0');
  }

  /** A number, or non-empty text. */
  id(key: string): number | string {
    const value = this.raw[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    return typeof value === 'string' && value.length > 0 ? value : this.fail(key, 'expected an id');
  }

  /** A list of text, or one text as a list of one; missing: []. */
  texts(key: string): string[] {
    const value = this.raw[key];
    if (value === undefined) return [];
    if (typeof value === 'string') return [value];
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
    return this.fail(key, 'expected text or a list of text');
  }

  optionalBoolean(key: string): boolean {
    const value = this.raw[key];
    if (value === undefined || value === null) return false;
    return typeof value === 'boolean' ? value : this.fail(key, 'expected true or false');
  }
}

function list(call: string, body: unknown): unknown[] {
  if (!Array.isArray(body)) throw new ResponseShapeError(call, '', 'expected a list');
  return body;
}

function movieInfoOf(call: string, path: string, body: unknown): MovieInfo {
  const raw = Reader.of(call, path, body);
  return {
    title: raw.text('Title'),
    movieId: raw.id('MovieId'),
    edis: raw.texts('Edis'),
    rating: raw.optionalNumber('Rating'),
    ratingCount: raw.optionalNumber('RatingCount', true),
    poster: raw.optionalText('Poster'),
    link: raw.optionalText('link'),
  };
}

export function toMovieInfo(body: unknown): MovieInfo {
  return movieInfoOf('movieInfo', '', body);
}

/** The watch list (§3.17): a list of MovieInfo. */
export function toWatchList(body: unknown): MovieInfo[] {
  return list('watchlist', body).map((item, index) => movieInfoOf('watchlist', String(index), item));
}

export function toReviews(body: unknown): Review[] {
  return list('reviews', body).map((item, index) => {
    const raw = Reader.of('reviews', String(index), item);
    return {
      id: raw.id('Id'),
      comment: raw.optionalText('Comment'),
      rating: raw.number('Rating'),
      addedAt: raw.text('AddedAt'),
      likesCount: raw.optionalNumber('LikesCount', true),
      movieId: raw.id('MovieId'),
      userId: raw.id('UserId'),
      userName: raw.text('UserName'),
      image: raw.optionalText('Image') || null,
      isLiked: raw.optionalBoolean('IsLiked'),
    };
  });
}
