import { useState, type FormEvent } from 'react';
import type { TrackedTrade, TradePayoutMethod, TradeRequest } from '@phonehub/contracts';
import { notify } from '@phonehub/session';
import { formatCents, formatDollars, storeCreditCents, toCents } from '@phonehub/domain';
import { Alert, Button, TextField } from '@phonehub/ui';
import { errorMessage } from '../../../lib/error-message';
import { useGuestTradeStep } from '../api/trade-actions';
import { payoutBody, PayoutMethodChoice } from './payout-fields';

/**
 * The email a guest gives on the track page to prove a trade is theirs (the tracking code is the
 * one shown); the answers here and the payout set-up (GuestBankPayout) both ask for it.
 */
export function TradeEmailField({ value, onChange }: { value: string; onChange: (email: string) => void }) {
  return (
    <TextField
      label="Your email"
      type="email"
      required
      hint="The email you gave with this trade-in, to show it is yours."
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="email"
    />
  );
}

/**
 * On the track page, the sender answers a counteroffer or chooses the payout, proving the trade is
 * theirs with its email (the tracking code is the one shown). Store credit goes to the account
 * that verified that email; otherwise it is held and a claim link is mailed to it. A bank transfer
 * asks for nothing here: the track page then offers to set up payouts (GuestBankPayout).
 */
export function GuestTradeActions({ trade, email: searchedEmail }: { trade: TrackedTrade; email: string }) {
  const step = useGuestTradeStep(trade.tracking_code);
  const [email, setEmail] = useState(searchedEmail);
  const [method, setMethod] = useState<TradePayoutMethod>('store_credit');
  const offer = trade.counterofferValue;
  if (offer === null && !trade.payoutChoosable) return null;
  const proof = { tracking_code: trade.tracking_code, email: email.trim() };
  const valueCents = toCents(trade.finalValue ?? trade.estimatedValue);

  const run = async (
    action: 'accept-offer' | 'decline-offer' | 'payout',
    done: string | ((trade: TradeRequest) => string),
  ) => {
    const body = action !== 'payout' ? proof : { ...proof, ...payoutBody(method) };
    try {
      const trade = await step.mutateAsync({ action, body });
      notify.success(typeof done === 'string' ? done : done(trade));
    } catch {
      // The alert below says why.
    }
  };
  const choose = (event: FormEvent) => {
    event.preventDefault();
    void run('payout', (trade) => {
      if (method !== 'store_credit') return 'Bank transfer chosen. Set up payouts to receive it.';
      // Held until an account proves it owns the trade's address (the track page says so too).
      return trade.payout?.status === 'pending'
        ? `We've emailed a link to ${proof.email} to claim your store credit.`
        : 'Store credit added to your account.';
    });
  };

  return (
    <form className="track-actions" aria-label="Your answer" onSubmit={choose}>
      <TradeEmailField value={email} onChange={setEmail} />
      {offer !== null && (
        <>
          <p>
            Our offer after inspection:{' '}
            <strong data-testid="track-counteroffer-value">{formatDollars(offer)}</strong> (the reason is in
            our email).
          </p>
          <div className="trade-offer__actions">
            <Button
              type="button"
              disabled={!proof.email}
              loading={step.isPending}
              onClick={() => void run('accept-offer', 'Offer accepted.')}
            >
              Accept offer
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={!proof.email || step.isPending}
              onClick={() => void run('decline-offer', 'Offer declined. Your device is on its way back.')}
            >
              Decline offer and get the device back
            </Button>
          </div>
        </>
      )}
      {trade.payoutChoosable && (
        <PayoutMethodChoice
          name="guest-payout"
          method={method}
          onChange={setMethod}
          storeCredit={
            <>
              Store credit: {formatCents(storeCreditCents(valueCents))} (+10 %), on the PhoneHub account that
              has verified this email
            </>
          }
          bankTransfer={<>Bank transfer: {formatCents(valueCents)}</>}
        >
          <Button type="submit" disabled={!proof.email} loading={step.isPending}>
            Choose this payout
          </Button>
        </PayoutMethodChoice>
      )}
      {step.isError && (
        <Alert tone="danger" title="That did not work">
          {errorMessage(step.error, 'Please try again.')}
        </Alert>
      )}
    </form>
  );
}
