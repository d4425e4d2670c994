import type { TradePayoutTotals } from '@phonehub/contracts';
import { formatCents } from '@phonehub/domain';
import {
  CheckCircleIcon,
  formatDate,
  RecycleIcon,
  StoreIcon,
  Table,
  TagIcon,
  Tabs,
  type TableColumn,
} from '@phonehub/ui';
import { useSearchParams } from 'react-router-dom';
import { ListCard } from '../../../shared/list-section';
import { formatMoney } from '../../../shared/money';
import { CustomerCell } from '../../../shared/order-columns';
import { StatCards, type StatSpec } from '../../../shared/stat-card';
import {
  TRANSFER_STATUSES,
  useAdminSellerPayouts,
  useAdminTradePayouts,
  useTradePayoutTotals,
  type AdminPayout,
} from '../api/get-payouts';
import { TRANSFER_STATUS_LABELS, TransferStatusBadge } from './transfer-status';

const STATUS_FILTER = [
  { value: '', label: 'All Status' },
  ...TRANSFER_STATUSES.map((value) => ({ value, label: TRANSFER_STATUS_LABELS[value] })),
];

/** The transfer's amount, and what refunds or lost disputes took back from it. */
function Amount({ payout }: { payout: AdminPayout }) {
  return (
    <span className="payout-amount">
      {formatCents(payout.amount_cents)}
      {payout.reversed_cents > 0 && (
        <span className="payout-amount__reversed">{formatCents(payout.reversed_cents)} reversed</span>
      )}
    </span>
  );
}

export const PAYOUT_COLUMNS: TableColumn<AdminPayout>[] = [
  { id: 'payee', header: 'Payee', cell: (p) => <CustomerCell name={p.payee_name} email={p.payee_email} /> },
  { id: 'for', header: 'For', cell: (p) => p.for_reference ?? '—', className: 'admin-tab__strong' },
  { id: 'amount', header: 'Amount', cell: (p) => <Amount payout={p} />, align: 'end' },
  { id: 'status', header: 'Status', cell: (p) => <TransferStatusBadge status={p.status} /> },
  { id: 'provider', header: 'Provider ID', cell: (p) => p.provider_transfer_id ?? '—' },
  { id: 'created', header: 'Created', cell: (p) => formatDate(p.created_at, 'short') },
  { id: 'failure', header: 'Failure', cell: (p) => p.failure ?? '—' },
];

const TOTALS: StatSpec<TradePayoutTotals>[] = [
  {
    label: 'Bank payouts waiting',
    icon: <RecycleIcon size={20} />,
    value: (sum) => `${sum.awaiting_count} · ${formatMoney(sum.awaiting)}`,
  },
  {
    label: 'Bank payouts sent',
    icon: <CheckCircleIcon size={20} />,
    value: (sum) => formatMoney(sum.transfers_paid),
  },
  {
    label: 'Store credit granted',
    icon: <TagIcon size={20} />,
    value: (sum) => formatMoney(sum.credit_granted),
  },
];

const MONTH_COLUMNS: TableColumn<{ month: string; amount: number }>[] = [
  { id: 'month', header: 'Month', cell: (row) => row.month },
  { id: 'paid', header: 'Paid', cell: (row) => formatMoney(row.amount) },
];

function SellerPayouts() {
  const list = useAdminSellerPayouts();
  return (
    <ListCard
      list={list}
      heading={['Seller transfers', "Each order's available earnings, sent to the seller's payout account."]}
      statuses={STATUS_FILTER}
      columns={PAYOUT_COLUMNS}
      icon={<StoreIcon size={26} />}
      emptyHint="Transfers are sent automatically once a seller's earnings are available and payouts are enabled."
    />
  );
}

function TradePayouts() {
  const list = useAdminTradePayouts();
  const totals = useTradePayoutTotals();
  const sum = totals.data;
  return (
    <div className="admin-tab">
      <StatCards label="Trade-in payout totals" stats={sum} cards={TOTALS} />
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
        list={list}
        heading={[
          'Trade-in payouts',
          'Bank payouts, sent by transfer once the customer has set up payouts; retried until they go.',
        ]}
        statuses={STATUS_FILTER}
        columns={PAYOUT_COLUMNS}
        icon={<RecycleIcon size={26} />}
        emptyHint="Bank payouts appear here once customers choose them."
      />
    </div>
  );
}

const PAYEES = ['sellers', 'trades'] as const;

/**
 * Money going out, by transfer through the payment provider: to sellers and to trade-in
 * customers, with the provider's ids and states. Nothing is paid by hand here. The payee kind is
 * kept in the address (?payee=trades); changing it starts its list afresh.
 */
export function PayoutsTab() {
  const [params, setParams] = useSearchParams();
  const payee = params.get('payee') === 'trades' ? 'trades' : PAYEES[0];
  return (
    <div className="admin-tab">
      <Tabs
        label="Payees"
        value={payee}
        onValueChange={(next) =>
          setParams(next === 'trades' ? { payee: next } : {}, { preventScrollReset: true })
        }
        items={[
          { value: 'sellers', label: 'Sellers', content: <SellerPayouts /> },
          { value: 'trades', label: 'Trade-ins', content: <TradePayouts /> },
        ]}
      />
    </div>
  );
}
