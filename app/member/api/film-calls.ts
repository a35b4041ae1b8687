import { toMovieInfo, toReviews, type MovieInfo, type Review } from './film-shapes.ts';
import type { PartnerClient } from './partner-client.ts';

/**
 * The public film calls of spec §7.2 (no member session needed): what the film page's
 * ratings read. Apart from member-calls.ts so a film page loads no zod (film-shapes.ts).
 */

export async function getMovieInfo(client: PartnerClient, ediNumber: string, signal?: AbortSignal): Promise<MovieInfo> {
  return toMovieInfo(
    (await client.request('movieInfo', { params: { ediNumber }, ...(signal ? { signal } : {}) })).body,
  );
}

/** The page size of reviews (§9: skip 0, take 20). */
export const REVIEWS_PAGE = 20;

export async function getReviews(
  client: PartnerClient,
  input: { ediNumber: string; skip: number; take?: number },
  signal?: AbortSignal,
): Promise<Review[]> {
  const params = { ediNumber: input.ediNumber, skip: input.skip, take: input.take ?? REVIEWS_PAGE };
  return toReviews((await client.request('reviews', { params, ...(signal ? { signal } : {}) })).body);
}
