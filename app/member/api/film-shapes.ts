import { FieldReader } from '../../model/field-reader.ts';
import { ResponseShapeError } from './response-shape-error.ts';

/**
 * The partner API's film shapes (capitalised, spec §3.14, §3.15, §3.17) checked and reshaped
 * into our camelCase types at the boundary. CAREFUL: the film page's ratings read these on
 * every visit, so they are checked by hand, not with zod, to keep zod out of a content page's
 * first load (decision 55). Each `to…()` throws ResponseShapeError for a
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

/** A reader of one object of the answer to `call`: its failures are ResponseShapeErrors. */
function readerOf(call: string, path: string, value: unknown): FieldReader {
  return FieldReader.of((at, problem) => new ResponseShapeError(call, at, problem), path, value);
}

function list(call: string, body: unknown): unknown[] {
  if (!Array.isArray(body)) throw new ResponseShapeError(call, '', 'expected a list');
  return body;
}

function movieInfoOf(call: string, path: string, body: unknown): MovieInfo {
  const raw = readerOf(call, path, body);
  return {
    title: raw.text('Title'),
    movieId: raw.id('MovieId'),
    edis: raw.textOrTexts('Edis'),
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
    const raw = readerOf('reviews', String(index), item);
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
