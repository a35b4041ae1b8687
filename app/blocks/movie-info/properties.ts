import { z } from 'zod';
import { Feature } from '../../model/common.ts';
import { blockFields, field } from '../fields/block-fields.ts';
import { BoundText } from '../fields/bound-values.ts';

/** Component version (spec §9: all kinds not listed there are v1). */
export const MOVIE_INFO_VERSION = 'v1';

/**
 * The fields of movie info (spec §3.9), declared once. A film page has two: `section: about`
 * (synopsis, keywords, facts) and `section: ratings` (the member API's rating and reviews,
 * spec §3.14). `title` typed in is the heading; bound (`@title`) it is the film's title.
 */
export const movieInfoFields = blockFields('movie-info', {
  section: field.data(z.enum(['about', 'ratings']).default('about'), { type: 'select', icon: 'layout' }),
  title: field.dataOrBound(z.string().min(1).optional(), BoundText, { type: 'string', icon: 'heading' }),
  object: field.one(BoundText, { type: 'string', icon: 'film', hidden: true }),
  synopsis: field.one(BoundText, { type: 'markdown', icon: 'align-left' }),
  features: field.one(z.array(Feature), { type: 'array', icon: 'tag' }),
  director: field.one(BoundText, { type: 'string', icon: 'user' }),
  country: field.one(BoundText, { type: 'string', icon: 'globe' }),
  year: field.one(BoundText, { type: 'number', icon: 'calendar' }),
  duration: field.one(BoundText, { type: 'number', icon: 'clock' }),
  edi: field.one(BoundText, { type: 'string', icon: 'hash', hidden: true }),
});
