import { formatCents } from '@phonehub/domain';
import { useSession } from '@phonehub/session';
import {
  Alert,
  Card,
  CardBody,
  CardHeader,
  formatDate,
  QueryView,
  StatCard,
  StatGrid,
  type TableColumn,
} from '@phonehub/ui';
import { useSellerStats } from '../../../shared/api/get-seller-stats';
import { useSellerPayouts, type SellerPayout } from '../api/get-seller-payouts';
import { PagedTable } from '../../../shared/paged-table';

const COLUMNS: TableColumn<SellerPayout>[] = [
  { id: 'date', header: 'Date', cell: (p) => formatDate(p.created_at) },
  { id: 'reference', header: 'Reference', cell: (p) => p.reference },
  {
    id: 'amount',
    header: 'Amount',
    cell: (p) => formatCents(p.amount_cents),
    align: 'end',
    className: 'seller-strong',
  },
];

function Balances() {
  const stats = useSellerStats();
  return (
    <QueryView query={stats} errorTitle="Your balance could not be loaded">
      {(s) => (
        <StatGrid label="Your balance">
          <StatCard
            label="Available balance"
            value={formatCents(s.available_balance_cents)}
            note="Delivered sales past their return window; PhoneHub pays it out."
          />
          <StatCard
            label="Pending balance"
            value={formatCents(s.pending_balance_cents)}
            note="Becomes available once the order is delivered and its return window has passed."
          />
          <StatCard label="Paid out so far" value={formatCents(s.paid_out_cents)} />
        </StatGrid>
      )}
    </QueryView>
  );
}

/** The seller's balances and the payouts made to them; payouts wait for a verified address. */
export function PayoutsTab() {
  const list = useSellerPayouts();
  const { user } = useSession();
  return (
    <div className="seller-section">
      {user && !user.email_verified && (
        <Alert tone="warning" title="Verify your email address to receive payouts">
          PhoneHub pays out only to sellers whose email address is verified. Open the link we emailed to{' '}
          {user.email}, or ask for a new one on <a href="/profile">your account page</a>.
        </Alert>
      )}
      <Balances />
      <Card>
        <CardHeader title="Payouts" description="Bank transfers of your available balance, newest first." />
        <CardBody>
          <PagedTable
            list={list}
            caption="Payouts"
            columns={COLUMNS}
            empty={{
              title: 'No payouts yet',
              description: 'Your available balance is paid out to you by PhoneHub.',
            }}
          />
        </CardBody>
      </Card>
    </div>
  );
}
