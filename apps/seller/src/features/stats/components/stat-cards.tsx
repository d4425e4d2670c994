import { formatCents } from '@phonehub/domain';
import {
  CartIcon,
  CheckCircleIcon,
  ClipboardCheckIcon,
  PhoneIcon,
  QueryView,
  StarIcon,
  StatCard,
  StatGrid,
  TagIcon,
  TruckIcon,
} from '@phonehub/ui';
import { useSellerStats, type SellerStats } from '../../../shared/api/get-seller-stats';

export function rating(stats: Pick<SellerStats, 'average_rating' | 'review_count'>): string {
  if (stats.average_rating === null || stats.review_count === 0) return 'No reviews yet';
  return `${stats.average_rating.toFixed(1)} (${stats.review_count} ${stats.review_count === 1 ? 'review' : 'reviews'})`;
}

/** The seller's real figures (GET /api/seller/stats): sales, money and catalogue. */
export function StatCards() {
  const stats = useSellerStats();
  return (
    <QueryView query={stats} errorTitle="Your figures could not be loaded">
      {(s) => (
        <StatGrid label="Your figures">
          <StatCard
            label="Units sold"
            icon={<CartIcon size={20} />}
            value={s.units_sold.toLocaleString('en-US')}
          />
          <StatCard
            label="Revenue"
            icon={<TagIcon size={20} />}
            value={formatCents(s.revenue_cents)}
            note="Paid sales, less refunds"
          />
          <StatCard label="Platform fees" icon={<TagIcon size={20} />} value={formatCents(s.fees_cents)} />
          <StatCard
            label="Paid out"
            icon={<CheckCircleIcon size={20} />}
            value={formatCents(s.paid_out_cents)}
          />
          <StatCard
            label="Pending balance"
            icon={<TruckIcon size={20} />}
            value={formatCents(s.pending_balance_cents)}
            note="Until delivery and the return window"
          />
          <StatCard
            label="Available balance"
            icon={<ClipboardCheckIcon size={20} />}
            value={formatCents(s.available_balance_cents)}
            note="Transferred to you once payouts are enabled"
          />
          <StatCard
            label="Products"
            icon={<PhoneIcon size={20} />}
            value={s.product_count.toLocaleString('en-US')}
          />
          <StatCard label="Average rating" icon={<StarIcon size={20} />} value={rating(s)} />
        </StatGrid>
      )}
    </QueryView>
  );
}
