import { formatDecimal } from '../../locale/numbers.ts';
import { memberLabels } from '../labels.ts';

/** '4,2 av 6 (35 vurderinger)', or that nobody has rated the film yet. */
export function RatingText({ rating, count }: { rating: number; count: number }) {
  if (count === 0) return <p className="member-rating">{memberLabels.noRatings}</p>;
  return (
    <p className="member-rating">
      <span className="visually-hidden">{memberLabels.rating}: </span>
      <strong>{formatDecimal(rating, 1)}</strong> {memberLabels.ratingOf}{' '}
      <span className="member-rating-count">({memberLabels.ratingsCount(count)})</span>
    </p>
  );
}
