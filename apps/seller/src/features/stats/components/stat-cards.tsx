import { formatCents } from '@phonehub/domain';
import { QueryView } from '@phonehub/ui';
import type { ReactNode } from 'react';
import { useSellerStats, type SellerStats } from '../api/get-seller-stats';

export function rating(stats: Pick<SellerStats, 'average_rating' | 'review_count'>): string {
  if (stats.average_rating === null || stats.review_count === 0) return 'No reviews yet';
  return `${stats.average_rating.toFixed(1)} (${stats.review_count} ${stats.review_count === 1 ? 'review' : 'reviews'})`;
}

function StatCard({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div className="seller-stat">
      <dt className="seller-stat__label">{label}</dt>
      <dd className="seller-stat__value">{value}</dd>
      {note && <dd className="seller-stat__note">{note}</dd>}
    </div>
  );
}

/** The seller's real figures (GET /api/seller/stats): sales, money and catalogue. */
export function StatCards() {
  const stats = useSellerStats();
  return (
    <QueryView query={stats} errorTitle="Your figures could not be loaded">
      {(s) => (
        <dl className="seller-stats" aria-label="Your figures">
          <StatCard label="Units sold" value={s.units_sold.toLocaleString('en-US')} />
          <StatCard label="Revenue" value={formatCents(s.revenue_cents)} note="Paid sales, less refunds" />
          <StatCard label="Platform fees" value={formatCents(s.fees_cents)} />
          <StatCard label="Paid out" value={formatCents(s.paid_out_cents)} />
          <StatCard label="Pending balance" value={formatCents(s.pending_balance_cents)} note="Until delivery and the return window" />
          <StatCard label="Available balance" value={formatCents(s.available_balance_cents)} note="Paid out by PhoneHub" />
          <StatCard label="Products" value={s.product_count.toLocaleString('en-US')} />
          <StatCard label="Average rating" value={rating(s)} />
        </dl>
      )}
    </QueryView>
  );
}
