import type { Product, Review } from '@phonehub/contracts';
import { useSession } from '@phonehub/session';
import {
  Badge,
  Button,
  formatDate,
  QueryFallback,
  RatingStars,
  ShieldIcon,
  Spinner,
  CheckCircleIcon,
} from '@phonehub/ui';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useProductReviews } from '../api/get-product-reviews';
import { useUserReviews } from '../api/get-user-reviews';

// A signed-in shopper's form (react-hook-form) and the report dialog (Radix) are fetched when shown.
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));
const ReportReviewDialog = lazy(() =>
  import('./report-review-dialog').then((m) => ({ default: m.ReportReviewDialog })),
);

/** The average and count (or 'No reviews yet'), the reviews, and a way to write one. */
export function ProductReviews({ product }: { product: Product }) {
  const reviews = useProductReviews(product.id);
  const { user } = useSession();
  const mine = useUserReviews();
  // Signed-in customers may report other customers' reviews (staff reviews are the shop's own).
  const canReport = (review: Review) =>
    Boolean(user) && !review.is_staff && !mine.data?.some((own) => own.id === review.id);
  return (
    <div className="reviews">
      <ReviewSummary product={product} />
      <div className="reviews__list">
        {!reviews.data ? (
          <QueryFallback
            query={reviews}
            spinner={{ label: 'Loading reviews...' }}
            error={{ look: 'inline', title: 'Failed to load reviews' }}
          />
        ) : reviews.data.length === 0 ? (
          <p className="text-muted">Be the first to review this device.</p>
        ) : (
          <ul className="review-list" aria-label="Reviews">
            {reviews.data.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} reportable={canReport(review)} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <WriteReview product={product} />
    </div>
  );
}

function ReviewSummary({ product }: { product: Product }) {
  if (product.rating === null || product.review_count === 0) {
    return (
      <div className="reviews__summary">
        <p className="reviews__none">No reviews yet</p>
      </div>
    );
  }
  const count = product.review_count;
  return (
    <div className="reviews__summary">
      <p className="reviews__average" aria-hidden="true">
        {product.rating.toFixed(1)}
      </p>
      <div>
        <RatingStars
          value={product.rating}
          size={20}
          label={`Average rating ${product.rating.toFixed(1)} out of 5`}
        />
        <p className="text-muted">
          Based on {count} {count === 1 ? 'review' : 'reviews'}
        </p>
      </div>
    </div>
  );
}

/** Review text is shown as text: React escapes it, so markup in a review stays visible characters. */
function ReviewItem({ review, reportable }: { review: Review; reportable: boolean }) {
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  return (
    <article className="review" aria-labelledby={`review-${review.id}-title`}>
      <header className="review__header">
        <RatingStars value={review.rating} label={`Rated ${review.rating} out of 5`} />
        <h4 id={`review-${review.id}-title`} className="review__title">
          {review.title}
        </h4>
      </header>
      <p className="review__meta">
        <span className="review__author">{review.username}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
        {review.verified_purchase && (
          <Badge tone="success">
            <CheckCircleIcon size={14} /> Verified Purchase
          </Badge>
        )}
        {review.is_staff && (
          <Badge tone="info">
            <ShieldIcon size={14} /> Staff review
          </Badge>
        )}
      </p>
      <p className="review__content">{review.content}</p>
      {reportable &&
        (reported ? (
          <p className="review__reported text-muted">Reported. Thank you.</p>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            className="review__report"
            aria-label={`Report review ${review.title}`}
            onClick={() => setReporting(true)}
          >
            Report
          </Button>
        ))}
      {reporting && (
        <Suspense fallback={null}>
          <ReportReviewDialog
            review={review}
            onClose={() => setReporting(false)}
            onReported={() => setReported(true)}
          />
        </Suspense>
      )}
    </article>
  );
}

function WriteReview({ product }: { product: Product }) {
  const { user } = useSession();
  const location = useLocation();
  const mine = useUserReviews();

  if (!user) {
    return (
      <div className="reviews__write reviews__write--guest">
        <p>Bought this device? Share what it is like.</p>
        <Link
          to="/login"
          state={{ from: { pathname: location.pathname, search: location.search, hash: '#reviews' } }}
        >
          Sign in to write a review
        </Link>
      </div>
    );
  }

  const existing = mine.data?.find((review) => review.product_id === product.id);
  if (existing) {
    return (
      <div className="reviews__write">
        <p className="text-muted">
          You reviewed this device on {formatDate(existing.created_at)}. Thank you!
        </p>
      </div>
    );
  }

  return (
    <div className="reviews__write">
      <h3 className="reviews__write-title">Write a review</h3>
      <Suspense fallback={<Spinner label="Loading the review form..." />}>
        <ReviewForm productId={product.id} />
      </Suspense>
    </div>
  );
}
