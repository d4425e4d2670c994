import { cx, RatingStars } from '@phonehub/ui';

/** Stars with the average and the number of reviews, or 'No reviews yet' (never an invented default). */
export function ProductRating({
  rating,
  count,
  className,
  as: Tag = 'p',
}: {
  rating: number | null;
  count: number;
  className?: string;
  /** 'span' inside buttons and links. */
  as?: 'p' | 'span';
}) {
  if (rating === null || count === 0)
    return <Tag className={cx('product-rating product-rating--none', className)}>No reviews yet</Tag>;
  return (
    <Tag className={cx('product-rating', className)}>
      <RatingStars value={rating} label={`Rated ${rating.toFixed(1)} out of 5`} />
      <span className="product-rating__text">
        {rating.toFixed(1)}{' '}
        <span className="product-rating__count">
          ({count} {count === 1 ? 'review' : 'reviews'})
        </span>
      </span>
    </Tag>
  );
}
