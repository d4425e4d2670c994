import { useState, type FormEvent } from 'react';
import type { TrackedTrade } from '@phonehub/contracts';
import { notify } from '@phonehub/session';
import { formatCents, formatDollars, storeCreditCents, toCents } from '@phonehub/domain';
import { Alert, Button, TextField } from '@phonehub/ui';
import { errorMessage } from '../../../lib/error-message';
import { useGuestTradeStep } from '../api/trade-actions';

/**
 * On the track page, the sender answers a counteroffer or chooses the payout, proving the trade is
 * theirs with its email (the tracking code is the one shown). Store credit needs an account with
 * that email; the API says so otherwise.
 */
export function GuestTradeActions({ trade, email: searchedEmail }: { trade: TrackedTrade; email: string }) {
  const step = useGuestTradeStep(trade.tracking_code);
  const [email, setEmail] = useState(searchedEmail);
  const [method, setMethod] = useState<'store_credit' | 'bank_transfer'>('store_credit');
  const [holder, setHolder] = useState('');
  const [routing, setRouting] = useState('');
  const [account, setAccount] = useState('');
  const offer = trade.counterofferValue;
  if (offer === null && !trade.payoutChoosable) return null;
  const proof = { tracking_code: trade.tracking_code, email: email.trim() };
  const valueCents = toCents(trade.finalValue ?? trade.estimatedValue);

  const run = async (action: 'accept-offer' | 'decline-offer' | 'payout', done: string) => {
    const body =
      action !== 'payout'
        ? proof
        : method === 'store_credit'
          ? { ...proof, method }
          : {
              ...proof,
              method,
              account_holder: holder,
              routing_number: routing.trim(),
              account_number: account.trim(),
            };
    try {
      await step.mutateAsync({ action, body });
      notify.success(done);
    } catch {
      // The alert below says why.
    }
  };
  const choose = (event: FormEvent) => {
    event.preventDefault();
    void run(
      'payout',
      method === 'store_credit' ? 'Store credit added to your account.' : 'Bank transfer requested.',
    );
  };

  return (
    <form className="track-actions" aria-label="Your answer" onSubmit={choose}>
      <TextField
        label="Your email"
        type="email"
        required
        hint="The email you gave with this trade-in, to show it is yours."
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoComplete="email"
      />
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
        <fieldset className="trade-payout__methods">
          <legend>How would you like to be paid?</legend>
          <label className="trade-payout__method">
            <input
              type="radio"
              name="guest-payout"
              checked={method === 'store_credit'}
              onChange={() => setMethod('store_credit')}
            />
            Store credit: {formatCents(storeCreditCents(valueCents))} (+10 %), on the account with this email
          </label>
          <label className="trade-payout__method">
            <input
              type="radio"
              name="guest-payout"
              checked={method === 'bank_transfer'}
              onChange={() => setMethod('bank_transfer')}
            />
            Bank transfer: {formatCents(valueCents)}
          </label>
          {method === 'bank_transfer' && (
            <>
              <TextField
                label="Account holder"
                required
                value={holder}
                onChange={(e) => setHolder(e.target.value)}
                maxLength={100}
              />
              <TextField
                label="Routing number"
                required
                inputMode="numeric"
                autoComplete="off"
                value={routing}
                onChange={(e) => setRouting(e.target.value)}
              />
              <TextField
                label="Account number"
                required
                inputMode="numeric"
                autoComplete="off"
                value={account}
                onChange={(e) => setAccount(e.target.value)}
              />
            </>
          )}
          <Button type="submit" disabled={!proof.email} loading={step.isPending}>
            Choose this payout
          </Button>
        </fieldset>
      )}
      {step.isError && (
        <Alert tone="danger" title="That did not work">
          {errorMessage(step.error, 'Please try again.')}
        </Alert>
      )}
    </form>
  );
}
