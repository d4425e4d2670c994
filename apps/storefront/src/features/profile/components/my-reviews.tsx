import {
  Badge,
  Card,
  CardBody,
  formatDate,
  Pagination,
  QueryFallback,
  RatingStars,
  StarIcon,
} from '@phonehub/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LinkEmptyState } from '../../../components/link-empty-state';
import { useMyReviews, type UserReview } from '../api/get-my-reviews';

/** The profile's My Reviews tab: the user's reviews a page at a time, or the empty state with Browse Products. */
export function MyReviews() {
  const [page, setPage] = useState(1);
  const reviews = useMyReviews(page);

  if (!reviews.data) {
    return (
      <QueryFallback
        query={reviews}
        spinner={{ label: 'Loading reviews...' }}
        error={{ look: 'inline', title: 'Failed to load reviews' }}
      />
    );
  }
  const { items, total, total_pages } = reviews.data;
  if (total === 0) {
    return (
      <LinkEmptyState
        icon={<StarIcon size={28} />}
        title="No reviews yet"
        description="Bought something? Tell other shoppers how it works for you on its product page."
        to="/marketplace"
        linkText="Browse Products"
      />
    );
  }
  return (
    <div className="my-reviews">
      <ul className="my-reviews__list" aria-label="Your reviews">
        {items.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {total_pages > 1 && (
        <Pagination
          className="my-reviews__pages"
          label="Review pages"
          page={page}
          totalPages={total_pages}
          onPageChange={setPage}
        />
      )}
    </div>
  );
}

function ReviewCard({ review }: { review: UserReview }) {
  const product =
    [review.product_brand, review.product_model].filter(Boolean).join(' ') || review.product_name;
  return (
    <Card>
      <CardBody className="my-reviews__card">
        <p className="my-reviews__product">
          <Link to={`/product/${encodeURIComponent(review.product_id)}`}>
            {review.product_name || product}
          </Link>
        </p>
        <RatingStars value={review.rating} label={`Rated ${review.rating} out of 5`} />
        <h3 className="my-reviews__title">{review.title}</h3>
        <p className="my-reviews__content">{review.content}</p>
        <p className="my-reviews__meta text-muted">
          <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>{' '}
          {review.verified_purchase && <Badge tone="success">Verified Purchase</Badge>}
        </p>
      </CardBody>
    </Card>
  );
}
