import { formatCents } from '@phonehub/domain';
import { useSession } from '@phonehub/session';
import {
  Alert,
  Card,
  CardBody,
  CardHeader,
  formatDate,
  QueryView,
  Tabs,
  type TableColumn,
} from '@phonehub/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sellerKeys } from '../../../shared/query-keys';
import { PagedTable } from '../../../shared/paged-table';
import { useCreatePayoutLink } from '../api/create-payout-link';
import { useSellerEarnings } from '../api/get-seller-earnings';
import { useSellerLedger, type SellerLedgerLine } from '../api/get-seller-ledger';
import { useSellerPayouts, type SellerPayout } from '../api/get-seller-payouts';
import { EarningsSummary } from './earnings-summary';
import { LEDGER_KIND_LABELS, signedCents, TransferStatusBadge } from './money-format';
import { PayoutSetupCard } from './payout-setup-card';

/** How long the tab keeps asking after the seller comes back from the provider's onboarding page. */
export const ONBOARDING_WATCH_MS = 60_000;

const TRANSFER_COLUMNS: TableColumn<SellerPayout>[] = [
  { id: 'date', header: 'Date', cell: (p) => formatDate(p.created_at) },
  { id: 'order', header: 'Order', cell: (p) => p.order_number ?? p.reference },
  {
    id: 'amount',
    header: 'Amount',
    cell: (p) => formatCents(p.amount_cents),
    align: 'end',
    className: 'seller-strong',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (p) => <TransferStatusBadge status={p.status} failure={p.failure} />,
  },
  { id: 'transfer', header: 'Transfer ID', cell: (p) => p.provider_transfer_id ?? '—' },
  {
    id: 'reversed',
    header: 'Reversed',
    cell: (p) => (p.reversed_cents > 0 ? formatCents(p.reversed_cents) : '—'),
    align: 'end',
  },
];

/** A sale's earnings have no date to become available until the line is delivered. */
const availableOn = (line: SellerLedgerLine) =>
  line.available_at
    ? formatDate(line.available_at)
    : line.kind === 'earning' || line.kind === 'shipping'
      ? 'After delivery'
      : '—';

const LEDGER_COLUMNS: TableColumn<SellerLedgerLine>[] = [
  { id: 'date', header: 'Date', cell: (l) => formatDate(l.created_at) },
  { id: 'kind', header: 'What', cell: (l) => LEDGER_KIND_LABELS[l.kind] },
  { id: 'order', header: 'Order', cell: (l) => l.order_number ?? '—' },
  {
    id: 'amount',
    header: 'Amount',
    cell: (l) => signedCents(l.amount_cents),
    align: 'end',
    className: 'seller-strong',
  },
  { id: 'available', header: 'Available', cell: availableOn },
];

function TransfersTable() {
  const list = useSellerPayouts();
  return (
    <PagedTable
      list={list}
      caption="Transfers"
      columns={TRANSFER_COLUMNS}
      empty={{
        title: 'No transfers yet',
        description: 'Your available earnings are transferred to your bank account once payouts are enabled.',
      }}
    />
  );
}

function LedgerTable() {
  const list = useSellerLedger();
  return (
    <PagedTable
      list={list}
      caption="Earnings ledger"
      columns={LEDGER_COLUMNS}
      empty={{
        title: 'No earnings yet',
        description: 'Each paid sale, refund and transfer is written here.',
      }}
    />
  );
}

const VIEWS = ['transfers', 'ledger'] as const;

/** Transfers and the ledger, one at a time: both page through the address's `page`. */
function MoneyLists() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'ledger' ? 'ledger' : VIEWS[0];
  return (
    <Card>
      <CardHeader title="Transfers and earnings" description="Newest first." />
      <CardBody>
        <Tabs
          label="Payout lists"
          value={view}
          onValueChange={(next) =>
            setParams(
              (current) => {
                const out = new URLSearchParams(current);
                out.delete('page');
                if (next === 'ledger') out.set('view', 'ledger');
                else out.delete('view');
                return out;
              },
              { preventScrollReset: true },
            )
          }
          items={[
            { value: 'transfers', label: 'Transfers', content: <TransfersTable /> },
            { value: 'ledger', label: 'Earnings ledger', content: <LedgerTable /> },
          ]}
        />
      </CardBody>
    </Card>
  );
}

/**
 * The provider sends the seller back with `?onboarding=return` (done, or left) or
 * `?onboarding=refresh` (the link expired). Read once, then taken out of the address so a reload
 * does not repeat it: a return watches the account for a while (`watching`); a refresh asks for a
 * fresh link once (`refresh`).
 */
function useOnboardingReturn() {
  const [params, setParams] = useSearchParams();
  const onboarding = params.get('onboarding');
  const [watching, setWatching] = useState(() => onboarding === 'return');
  const [refresh] = useState(() => onboarding === 'refresh');
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!onboarding) return;
    if (onboarding === 'return') void queryClient.invalidateQueries({ queryKey: sellerKeys.earnings });
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.delete('onboarding');
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [onboarding, queryClient, setParams]);
  useEffect(() => {
    if (!watching) return;
    const timer = setTimeout(() => setWatching(false), ONBOARDING_WATCH_MS);
    return () => clearTimeout(timer);
  }, [watching]);
  return { watching, refresh };
}

/** The seller's payout account, earnings, transfers and ledger; payouts wait for a verified address. */
export function PayoutsTab() {
  const { user } = useSession();
  const { watching, refresh } = useOnboardingReturn();
  const earnings = useSellerEarnings({ watching });
  const link = useCreatePayoutLink();
  const { mutate: askForLink } = link;
  const refreshed = useRef(false);
  const state = earnings.data?.payout_account.state;
  // An expired link brings the seller back here: the next one is asked for once, without a click.
  useEffect(() => {
    if (!refresh || refreshed.current || !state || state === 'enabled') return;
    refreshed.current = true;
    askForLink();
  }, [refresh, state, askForLink]);

  return (
    <div className="seller-section">
      {user && !user.email_verified && (
        <Alert tone="warning" title="Verify your email address to receive payouts">
          PhoneHub pays out only to sellers whose email address is verified. Open the link we emailed to{' '}
          {user.email}, or ask for a new one on <a href="/profile">your account page</a>.
        </Alert>
      )}
      <QueryView query={earnings} errorTitle="Your earnings could not be loaded">
        {(e) => (
          <>
            <PayoutSetupCard account={e.payout_account} link={link} checking={watching} />
            <EarningsSummary earnings={e} />
          </>
        )}
      </QueryView>
      <MoneyLists />
    </div>
  );
}
