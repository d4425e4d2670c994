import { useEffect, useState } from 'react';
import type { PayoutAccountState, TrackedTrade, TradeRequest } from '@phonehub/contracts';
import { formatDollars } from '@phonehub/domain';
import { Alert, Button, Card, CardBody, CardHeader } from '@phonehub/ui';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/error-message';
import { waitsForAccount } from '../api/payout-watch';
import { useTradePayoutLink } from '../api/trade-actions';
import { TradeEmailField } from './guest-trade-actions';

/** How long a page keeps asking after the customer comes back from the provider's set-up page. */
export const PAYOUTS_RETURN_WATCH_MS = 60_000;
export const SET_UP_PAYOUTS = 'Set up payouts';
export const PAYOUTS_EXPIRED =
  'The set-up page had expired before it was finished. Choose "Set up payouts" to continue where you left off.';
export const PAYOUTS_CHECKING = 'Checking your payout set-up with our payment provider…';

/**
 * The provider sends the customer back to the trade's page with `?payouts=return` (done, or left)
 * or `?payouts=refresh` (the link expired). Read once, then taken out of the address so a reload
 * does not repeat it: a return watches the trade for a while (`watching`), so the page shows
 * "Payouts enabled" as soon as the provider's word arrives; a refresh says to start again (`expired`).
 */
export function usePayoutsReturn(): { watching: boolean; expired: boolean } {
  const [params, setParams] = useSearchParams();
  const step = params.get('payouts');
  const [watching, setWatching] = useState(() => step === 'return');
  const [expired] = useState(() => step === 'refresh');
  useEffect(() => {
    if (!step) return;
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.delete('payouts');
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [step, setParams]);
  useEffect(() => {
    if (!watching) return;
    const timer = setTimeout(() => setWatching(false), PAYOUTS_RETURN_WATCH_MS);
    return () => clearTimeout(timer);
  }, [watching]);
  return { watching, expired };
}

interface BankPayoutView {
  status: 'pending' | 'paid';
  amount: number;
  state: PayoutAccountState;
  /** The transfer id (tr_…), or an older payout's reference. */
  reference: string | null;
}

/** The one sentence that says where the bank payout stands. */
export function bankPayoutLine({ status, amount, state, reference }: BankPayoutView): string {
  const value = formatDollars(amount);
  if (status === 'paid')
    return reference?.startsWith('tr_')
      ? `Paid: bank transfer of ${value} sent (transfer ${reference})`
      : `Paid: bank transfer of ${value} sent${reference ? ` (reference ${reference})` : ''}`;
  if (state === 'enabled') return `Payouts enabled: your transfer of ${value} is on its way`;
  if (state === 'requirements_due')
    return `Your payout set-up is not finished yet: the payment provider still needs a few details before we can send your ${value}.`;
  return `To receive your bank transfer of ${value}, set up payouts with our payment provider. It asks for your bank details on its own secure page; we never see them.`;
}

function SetupAlerts({ expired, watching }: { expired: boolean; watching: boolean }) {
  return (
    <>
      {expired && <Alert tone="info">{PAYOUTS_EXPIRED}</Alert>}
      {watching && !expired && <p className="trade-page__hint">{PAYOUTS_CHECKING}</p>}
    </>
  );
}

/** The owner's bank payout on the trade page: set up payouts, on its way, or paid. */
export function BankPayoutCard({
  trade,
  watching,
  expired,
}: {
  trade: TradeRequest;
  watching: boolean;
  expired: boolean;
}) {
  const link = useTradePayoutLink(trade.id);
  const payout = trade.payout;
  if (!payout || payout.method !== 'bank_transfer') return null;
  const state = payout.payout_account?.state ?? 'not_started';
  const waiting = waitsForAccount(payout.status, state);
  return (
    <Card>
      <CardHeader title="Payout" />
      <CardBody>
        <p data-testid="trade-payout">
          {bankPayoutLine({
            status: payout.status,
            amount: payout.amount,
            state,
            reference: payout.reference,
          })}
        </p>
        {payout.status === 'pending' && payout.failure && (
          <Alert tone="warning" title="The last transfer attempt did not go through">
            {payout.failure} We try again automatically.
          </Alert>
        )}
        {waiting && (
          <>
            <SetupAlerts expired={expired} watching={watching} />
            {link.isError && (
              <Alert tone="danger" title="Payouts could not be set up">
                {errorMessage(link.error, 'Please try again.')}
              </Alert>
            )}
            <Button onClick={() => link.mutate({})} loading={link.isPending || link.isSuccess}>
              {SET_UP_PAYOUTS}
            </Button>
          </>
        )}
      </CardBody>
    </Card>
  );
}

/**
 * A guest's bank payout on the track page: the same, the set-up proved with the trade's email
 * (the tracking code is the one shown). Public tracking carries no free text: a refusal is only
 * said to have happened.
 */
export function GuestBankPayout({
  trade,
  email: searchedEmail,
  watching,
  expired,
}: {
  trade: TrackedTrade;
  email: string;
  watching: boolean;
  expired: boolean;
}) {
  const link = useTradePayoutLink(trade.tracking_code);
  const [email, setEmail] = useState(searchedEmail);
  const payout = trade.bank_payout;
  if (!payout) return null;
  const waiting = waitsForAccount(payout.status, payout.account_state);
  const setUp = () => link.mutate({ tracking_code: trade.tracking_code, email: email.trim() });
  return (
    <section className="track-actions" aria-label="Your payout">
      <p data-testid="track-payout">
        {bankPayoutLine({
          status: payout.status,
          amount: payout.amount,
          state: payout.account_state,
          reference: payout.transfer_id,
        })}
      </p>
      {payout.failed && (
        <Alert tone="warning" title="The last transfer attempt did not go through">
          We try again automatically.
        </Alert>
      )}
      {waiting && (
        <form
          aria-label="Set up payouts"
          onSubmit={(event) => {
            event.preventDefault();
            setUp();
          }}
        >
          <SetupAlerts expired={expired} watching={watching} />
          <TradeEmailField value={email} onChange={setEmail} />
          {link.isError && (
            <Alert tone="danger" title="Payouts could not be set up">
              {errorMessage(link.error, 'Please try again.')}
            </Alert>
          )}
          <Button type="submit" disabled={!email.trim()} loading={link.isPending || link.isSuccess}>
            {SET_UP_PAYOUTS}
          </Button>
        </form>
      )}
    </section>
  );
}
