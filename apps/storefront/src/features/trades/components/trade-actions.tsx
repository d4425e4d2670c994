import { useState, type FormEvent } from 'react';
import type { TradeRequest } from '@phonehub/contracts';
import { notify } from '@phonehub/session';
import {
  formatDollars,
  storeCreditCents,
  toCents,
  formatCents,
  STORE_CREDIT_BONUS_RATE,
} from '@phonehub/domain';
import { Alert, Button, Card, CardBody, CardHeader, ConfirmDialog, TextField } from '@phonehub/ui';
import { errorMessage } from '../../../lib/error-message';
import { useTradeAction, useTradePayout } from '../api/trade-actions';

const BONUS_PERCENT = Math.round(STORE_CREDIT_BONUS_RATE * 100);

/** The counteroffer waiting for the customer's answer: accept it, or decline and get the device back free. */
export function CounterofferCard({ trade }: { trade: TradeRequest }) {
  const action = useTradeAction(trade.id);
  const [declining, setDeclining] = useState(false);
  if (trade.status !== 'counteroffer' || !trade.counteroffer) return null;
  const accept = async () => {
    await action.mutateAsync('accept-offer');
    notify.success('Offer accepted. Choose how you would like to be paid.');
  };
  return (
    <Card>
      <CardHeader title="Our offer after inspection" />
      <CardBody>
        <p className="trade-offer__value" data-testid="trade-counteroffer-value">
          {formatDollars(trade.counteroffer.value)}
        </p>
        <p className="trade-offer__reason">{trade.counteroffer.reason}</p>
        {action.isError && !declining && (
          <Alert tone="danger" title="That did not work">
            {errorMessage(action.error, 'Please try again.')}
          </Alert>
        )}
        <div className="trade-offer__actions">
          <Button
            onClick={() => void accept().catch(() => undefined)}
            loading={action.isPending && !declining}
          >
            Accept offer
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              action.reset();
              setDeclining(true);
            }}
          >
            Decline offer
          </Button>
        </div>
        <ConfirmDialog
          open={declining}
          onOpenChange={setDeclining}
          title="Decline this offer?"
          description="We send your device back to you free of charge and the trade-in ends."
          tone="danger"
          confirmLabel="Decline offer"
          busyLabel="Declining..."
          cancelLabel="Keep the offer"
          onConfirm={async () => {
            await action.mutateAsync('decline-offer');
            notify.success('Offer declined. Your device is on its way back.');
          }}
          error={action.isError ? errorMessage(action.error, 'The offer was not declined') : null}
          errorTitle="The offer was not declined"
        />
      </CardBody>
    </Card>
  );
}

/** Once the value is settled: store credit (value + 10 %, at once) or a bank transfer, chosen once. */
export function PayoutChoiceCard({ trade }: { trade: TradeRequest }) {
  const payout = useTradePayout(trade.id);
  const [method, setMethod] = useState<'store_credit' | 'bank_transfer'>('store_credit');
  const [holder, setHolder] = useState(`${trade.firstName} ${trade.lastName}`.trim());
  const [routing, setRouting] = useState('');
  const [account, setAccount] = useState('');
  if (!trade.payoutChoosable) return null;
  const valueCents = toCents(trade.finalValue ?? trade.estimatedValue);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body =
      method === 'store_credit'
        ? { method }
        : { method, account_holder: holder, routing_number: routing.trim(), account_number: account.trim() };
    try {
      await payout.mutateAsync(body);
      notify.success(
        method === 'store_credit' ? 'Store credit added to your account.' : 'Bank transfer requested.',
      );
    } catch {
      // The form shows why.
    }
  };

  return (
    <Card>
      <CardHeader title="Choose your payout" />
      <CardBody>
        <form
          className="trade-payout"
          onSubmit={(event) => void submit(event)}
          aria-label="Choose your payout"
        >
          <fieldset className="trade-payout__methods">
            <legend>How would you like to be paid?</legend>
            <label className="trade-payout__method">
              <input
                type="radio"
                name="payout-method"
                value="store_credit"
                checked={method === 'store_credit'}
                onChange={() => setMethod('store_credit')}
              />
              Store credit: {formatCents(storeCreditCents(valueCents))} (+{BONUS_PERCENT} %), available at
              once
            </label>
            <label className="trade-payout__method">
              <input
                type="radio"
                name="payout-method"
                value="bank_transfer"
                checked={method === 'bank_transfer'}
                onChange={() => setMethod('bank_transfer')}
              />
              Bank transfer: {formatCents(valueCents)}
            </label>
          </fieldset>
          {method === 'bank_transfer' && (
            <div className="trade-payout__bank">
              <TextField
                label="Account holder"
                value={holder}
                onChange={(e) => setHolder(e.target.value)}
                required
                maxLength={100}
              />
              <TextField
                label="Routing number"
                value={routing}
                onChange={(e) => setRouting(e.target.value)}
                required
                inputMode="numeric"
                autoComplete="off"
                hint="9 digits"
              />
              <TextField
                label="Account number"
                value={account}
                onChange={(e) => setAccount(e.target.value)}
                required
                inputMode="numeric"
                autoComplete="off"
                hint="Stored encrypted; we only ever show its last four digits"
              />
            </div>
          )}
          {payout.isError && (
            <Alert tone="danger" title="The payout was not chosen">
              {errorMessage(payout.error, 'Please try again.')}
            </Alert>
          )}
          <Button type="submit" loading={payout.isPending}>
            {method === 'store_credit' ? 'Take store credit' : 'Request bank transfer'}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}

/** What was paid, or is on its way. */
export function PayoutSummary({ trade }: { trade: TradeRequest }) {
  const payout = trade.payout;
  if (!payout) return null;
  const what =
    payout.method === 'store_credit'
      ? `Store credit of ${formatDollars(payout.amount)} added to your account`
      : payout.status === 'paid'
        ? `Bank transfer of ${formatDollars(payout.amount)} sent to ${payout.bank_account?.account_number ?? 'your account'}${payout.reference ? ` (reference ${payout.reference})` : ''}`
        : `Bank transfer of ${formatDollars(payout.amount)} to ${payout.bank_account?.account_number ?? 'your account'} is being prepared`;
  return (
    <Card>
      <CardHeader title="Payout" />
      <CardBody>
        <p data-testid="trade-payout">{what}</p>
      </CardBody>
    </Card>
  );
}

/** Before the device is received the customer may still cancel. */
export function CancelTrade({ trade }: { trade: TradeRequest }) {
  const action = useTradeAction(trade.id);
  const [open, setOpen] = useState(false);
  if (trade.status !== 'pending_review' && trade.status !== 'approved') return null;
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          action.reset();
          setOpen(true);
        }}
      >
        Cancel trade-in
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel this trade-in?"
        description="Do not send the device; the trade-in ends."
        tone="danger"
        confirmLabel="Cancel trade-in"
        busyLabel="Cancelling..."
        cancelLabel="Keep trade-in"
        onConfirm={async () => {
          await action.mutateAsync('cancel');
          notify.success('Trade-in cancelled.');
        }}
        error={action.isError ? errorMessage(action.error, 'The trade-in was not cancelled') : null}
        errorTitle="The trade-in was not cancelled"
      />
    </>
  );
}
