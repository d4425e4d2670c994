import {
  Badge,
  Button,
  Checkbox,
  formatDate,
  PlusIcon,
  RatingStars,
  StarIcon,
  type TableColumn,
} from '@phonehub/ui';
import { useState } from 'react';
import { CustomerCell } from '../../../shared/order-columns';
import { endActionsColumn, ListCard } from '../../../shared/list-section';
import { useAdminReviews, type AdminReview } from '../api/get-admin-reviews';
import {
  useDeleteReview,
  useReviewSettings,
  useSetReviewHidden,
  useUpdateReviewSettings,
} from '../api/review-changes';
import { StaffReviewDialog } from './staff-review-dialog';
import './reviews-tab.css';
import { ActionDialog } from '../../../shared/action-dialog';
import { RowButton } from '../../../shared/row-button';

const TYPE_FILTER = [
  { value: '', label: 'All Types' },
  { value: 'customer', label: 'Customer' },
  { value: 'staff', label: 'Staff' },
];
const RATING_FILTER = [
  { value: '', label: 'All Ratings' },
  ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} ${n === 1 ? 'star' : 'stars'}` })),
];
const REPORTED_FILTER = [
  { value: '', label: 'All Reviews' },
  { value: 'true', label: 'Reported' },
];

type Action = { kind: 'add' } | { kind: 'delete'; review: AdminReview };

function columns(
  act: (action: Action) => void,
  hide: (review: AdminReview) => void,
  hiding: string | null,
): TableColumn<AdminReview>[] {
  return [
    {
      id: 'product',
      header: 'Product',
      cell: (r) => (
        <CustomerCell
          name={r.product_name}
          email={[r.product_brand, r.product_model].filter(Boolean).join(' ')}
        />
      ),
    },
    {
      id: 'user',
      header: 'User',
      cell: (r) => (r.user_email ? <CustomerCell name={r.username} email={r.user_email} /> : r.username),
    },
    {
      id: 'rating',
      header: 'Rating',
      cell: (r) => <RatingStars value={r.rating} label={`Rated ${r.rating} out of 5`} />,
    },
    { id: 'title', header: 'Title', cell: (r) => r.title, className: 'admin-tab__strong' },
    { id: 'content', header: 'Content', cell: (r) => r.content, className: 'admin-reviews__content' },
    { id: 'date', header: 'Date', cell: (r) => formatDate(r.created_at, 'short') },
    {
      id: 'type',
      header: 'Type',
      cell: (r) => (
        <span className="admin-reviews__badges">
          {r.type === 'staff' ? <Badge tone="info">Staff</Badge> : <Badge tone="neutral">Customer</Badge>}
          {r.verified_purchase && <Badge tone="success">Verified purchase</Badge>}
          {r.hidden && <Badge tone="warning">Hidden</Badge>}
        </span>
      ),
    },
    {
      id: 'reports',
      header: 'Reports',
      align: 'end',
      cell: (r) =>
        r.report_count > 0 ? (
          <Badge tone="danger">
            {r.report_count} {r.report_count === 1 ? 'report' : 'reports'}
          </Badge>
        ) : (
          '0'
        ),
    },
    endActionsColumn((r) => (
      <span className="admin-reviews__actions">
        <RowButton
          loading={hiding === r.id}
          label={`${r.hidden ? 'Unhide' : 'Hide'} review ${r.title}`}
          onClick={() => hide(r)}
        >
          {r.hidden ? 'Unhide' : 'Hide'}
        </RowButton>
        <RowButton
          variant="ghost"
          label={`Delete review ${r.title}`}
          onClick={() => act({ kind: 'delete', review: r })}
        >
          Delete
        </RowButton>
      </span>
    )),
  ];
}

function DeleteReviewDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const remove = useDeleteReview();
  return (
    <ActionDialog
      onClose={onClose}
      title={`Delete the review "${review.title}"?`}
      description={`By ${review.username} on ${review.product_name}. It is removed for good; to take it off the product page for now, hide it instead.`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      tone="danger"
      onConfirm={() => remove.mutateAsync(review)}
      mutation={remove}
      errorTitle="Failed to delete review"
    />
  );
}

/** Whether staff reviews count in products' averages (the marketplace setting, off by default). */
function CountStaffReviewsToggle() {
  const settings = useReviewSettings();
  const update = useUpdateReviewSettings();
  return (
    <Checkbox
      label="Count staff reviews in ratings"
      hint="Off: averages and review counts come from customers' reviews only."
      checked={settings.data?.count_staff_reviews ?? false}
      disabled={!settings.data || update.isPending}
      onChange={(event) => update.mutate({ count_staff_reviews: event.target.checked })}
    />
  );
}

/** The spec's reviews table (type Staff / Customer instead of Fake / Real), with reports, hiding and staff reviews. */
export function ReviewsTab() {
  const reviews = useAdminReviews();
  const hide = useSetReviewHidden();
  const [action, setAction] = useState<Action | null>(null);
  const close = () => setAction(null);
  const total = reviews.query.data?.total;

  return (
    <div className="admin-tab">
      <ListCard
        list={reviews}
        heading={['Reviews', 'Customers’ and staff reviews, with what customers reported.']}
        // Always newest first: the reviews table has no sortable column.
        description={
          typeof total === 'number'
            ? `${total} ${total === 1 ? 'review' : 'reviews'}${reviews.filtered ? ' matching the filters' : ''}, newest first.`
            : undefined
        }
        actions={
          <Button onClick={() => setAction({ kind: 'add' })}>
            <PlusIcon size={16} /> Add Staff Review
          </Button>
        }
        searchHint="Product, author or title"
        filters={[
          { name: 'type', label: 'Type', options: TYPE_FILTER },
          { name: 'rating', label: 'Rating', options: RATING_FILTER },
          { name: 'reported', label: 'Reports', options: REPORTED_FILTER },
        ]}
        lead={<CountStaffReviewsToggle />}
        columns={columns(
          setAction,
          (review) => hide.mutate({ review, hidden: !review.hidden }),
          hide.isPending ? (hide.variables?.review.id ?? null) : null,
        )}
        icon={<StarIcon size={26} />}
        emptyHint="Customers review products they bought; staff reviews are added here."
      />
      {action?.kind === 'add' && <StaffReviewDialog onClose={close} />}
      {action?.kind === 'delete' && (
        <DeleteReviewDialog key={action.review.id} review={action.review} onClose={close} />
      )}
    </div>
  );
}
