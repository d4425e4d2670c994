import type { OrderStats, TradeStatistics } from '@phonehub/contracts';
import { ClipboardCheckIcon, TagIcon } from '@phonehub/ui';
import { useAdminOrderStats } from '../features/orders/api/get-order-stats';
import { useAdminTradeStats } from '../features/trades/api/get-trade-stats';
import { formatMoney } from '../shared/money';
import { statCards, StatGrid, type StatSpec } from '../shared/stat-card';

const TRADE_CARDS: StatSpec<TradeStatistics>[] = [
  { label: 'Total Trades', icon: <ClipboardCheckIcon size={20} />, value: (t) => t.totalTrades },
  { label: 'Pending Reviews', icon: <ClipboardCheckIcon size={20} />, value: (t) => t.pendingReviews },
  { label: 'Approved Today', icon: <ClipboardCheckIcon size={20} />, value: (t) => t.approvedToday },
];
const ORDER_CARDS: StatSpec<OrderStats>[] = [
  { label: 'Revenue', icon: <TagIcon size={20} />, value: (o) => formatMoney(o.total_revenue) },
];

/** The four cards above the tabs: trades from the trade statistics, Revenue from paid orders. */
export function PortalSummary() {
  const trades = useAdminTradeStats().data;
  const orders = useAdminOrderStats().data;
  return (
    <StatGrid label="Summary">
      {statCards(TRADE_CARDS, trades)}
      {statCards(ORDER_CARDS, orders)}
    </StatGrid>
  );
}
