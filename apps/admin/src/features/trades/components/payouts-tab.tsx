import type { TradePayoutTotals, TradeRequest } from '@phonehub/contracts';
import { Button, CheckCircleIcon, RecycleIcon, Table, TagIcon, type TableColumn } from '@phonehub/ui';
import { useState } from 'react';
import { ListCard } from '../../../shared/list-section';
import { formatMoney } from '../../../shared/money';
import { StatCards, type StatSpec } from '../../../shared/stat-card';
import { useAdminPayouts, useAdminPayoutTotals } from '../api/get-payouts';
import { customerName, tradeTitle } from './trade-format';
import { TradeReviewDialog } from './trade-review-dialog';

/** Awaiting payment unless Paid is chosen (the list asks for payout_status=pending by default). */
const PAYOUT_FILTER = [
  { value: '', label: 'Awaiting payment' },
  { value: 'paid', label: 'Paid' },
];

const MONTH_COLUMNS: TableColumn<{ month: string; amount: number }>[] = [
  { id: 'month', header: 'Month', cell: (row) => row.month },
  { id: 'paid', header: 'Paid', cell: (row) => formatMoney(row.amount) },
];

const TOTALS: StatSpec<TradePayoutTotals>[] = [
  {
    label: 'Transfers awaiting',
    icon: <RecycleIcon size={20} />,
    value: (sum) => `${sum.awaiting_count} · ${formatMoney(sum.awaiting)}`,
  },
  {
    label: 'Transfers paid',
    icon: <CheckCircleIcon size={20} />,
    value: (sum) => formatMoney(sum.transfers_paid),
  },
  {
    label: 'Store credit granted',
    icon: <TagIcon size={20} />,
    value: (sum) => formatMoney(sum.credit_granted),
  },
];

const methodLabel = (trade: TradeRequest) =>
  trade.payout?.method === 'store_credit'
    ? 'Store credit'
    : `Bank transfer ${trade.payout?.bank_account?.account_number ?? ''}`.trim();

/**
 * Trade-in payouts: bank transfers the customers chose wait here until an admin marks them paid
 * with the transfer's reference (once); paid transfers and store credit granted are listed too.
 */
export function PayoutsTab() {
  const payouts = useAdminPayouts();
  const totals = useAdminPayoutTotals();
  const [paying, setPaying] = useState<TradeRequest | null>(null);
  const sum = totals.data;

  const columns: TableColumn<TradeRequest>[] = [
    { id: 'tracking', header: 'Tracking code', cell: (trade) => trade.tracking_code },
    { id: 'device', header: 'Device', cell: (trade) => tradeTitle(trade) },
    { id: 'customer', header: 'Customer', cell: (trade) => customerName(trade) },
    { id: 'method', header: 'Payout', cell: methodLabel },
    {
      id: 'amount',
      header: 'Amount',
      cell: (trade) => (trade.payout ? formatMoney(trade.payout.amount) : '—'),
    },
    {
      id: 'state',
      header: 'State',
      cell: (trade) =>
        trade.payout?.status === 'paid' ? (
          `Paid${trade.payout.reference ? ` (${trade.payout.reference})` : ''}`
        ) : (
          <Button size="sm" onClick={() => setPaying(trade)}>
            Mark paid
          </Button>
        ),
    },
  ];

  return (
    <div className="admin-tab">
      <StatCards label="Payout totals" stats={sum} cards={TOTALS} />
      {sum && sum.paid_by_month.length > 0 && (
        <Table
          caption="Trade-in value paid per month"
          showCaption
          columns={MONTH_COLUMNS}
          rows={sum.paid_by_month}
          rowKey={(row) => row.month}
          empty={{ title: 'No payouts yet' }}
        />
      )}
      <ListCard
        list={payouts}
        heading={['Payouts', 'Trade-in payouts the customers chose; bank transfers are marked paid here.']}
        searchHint="Brand, model or trade partner"
        statuses={PAYOUT_FILTER}
        statusFilter="payout_status"
        columns={columns}
        icon={<RecycleIcon size={26} />}
        emptyHint="Payouts appear here once customers choose them."
      />
      {paying && (
        <TradeReviewDialog
          key={paying.id}
          trade={paying}
          preset="view"
          initialStatus="completed"
          onClose={() => {
            setPaying(null);
            void totals.refetch();
          }}
        />
      )}
    </div>
  );
}
