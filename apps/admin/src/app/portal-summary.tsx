import { ClipboardCheckIcon, TagIcon } from '@phonehub/ui';
import { useAdminOrderStats } from '../features/orders/api/get-order-stats';
import { useAdminTradeStats } from '../features/trades/api/get-trade-stats';
import { formatMoney } from '../shared/money';
import { StatCard, StatGrid } from '../shared/stat-card';

/** The four cards above the tabs: trades from the trade statistics, Revenue from paid orders. */
export function PortalSummary() {
  const trades = useAdminTradeStats().data;
  const orders = useAdminOrderStats().data;
  return (
    <StatGrid label="Summary">
      <StatCard
        label="Total Trades"
        icon={<ClipboardCheckIcon size={20} />}
        value={trades ? trades.totalTrades : '—'}
      />
      <StatCard
        label="Pending Reviews"
        icon={<ClipboardCheckIcon size={20} />}
        value={trades ? trades.pendingReviews : '—'}
      />
      <StatCard
        label="Approved Today"
        icon={<ClipboardCheckIcon size={20} />}
        value={trades ? trades.approvedToday : '—'}
      />
      <StatCard
        label="Revenue"
        icon={<TagIcon size={20} />}
        value={orders ? formatMoney(orders.total_revenue) : '—'}
      />
    </StatGrid>
  );
}
