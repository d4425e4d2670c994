import { useState, type FormEvent } from 'react';
import type { TradePayoutMethod, TradeRequest } from '@phonehub/contracts';
import type { TradeAction } from '@phonehub/api-client';
import { notify } from '@phonehub/session';
import {
  formatDollars,
  storeCreditCents,
  toCents,
  formatCents,
  STORE_CREDIT_BONUS_RATE,
} from '@phonehub/domain';
import {
  Alert,
  Button,
  Card,
  CardBody,
  CardHeader,
  ConfirmDialog,
  type ConfirmDialogProps,
} from '@phonehub/ui';
import { errorMessage } from '../../../lib/error-message';
import { useTradeAction, useTradePayout } from '../api/trade-actions';
import { BankPayoutCard } from './bank-payout';
import { payoutBody, PayoutMethodChoice } from './payout-fields';

const BONUS_PERCENT = Math.round(STORE_CREDIT_BONUS_RATE * 100);

/** The steps a customer confirms first, with the dialog's words, the toast, and the error title. */
const CONFIRMED_STEPS = {
  'decline-offer': {
    title: 'Decline this offer?',
    description: 'We send your device back to you free of charge and the trade-in ends.',
    confirmLabel: 'Decline offer',
    busyLabel: 'Declining...',
    cancelLabel: 'Keep the offer',
    done: 'Offer declined. Your device is on its way back.',
    failed: 'The offer was not declined',
  },
  cancel: {
    title: 'Cancel this trade-in?',
    description: 'Do not send the device; the trade-in ends.',
    confirmLabel: 'Cancel trade-in',
    busyLabel: 'Cancelling...',
    cancelLabel: 'Keep trade-in',
    done: 'Trade-in cancelled.',
    failed: 'The trade-in was not cancelled',
  },
} satisfies Partial<Record<TradeAction, Record<string, string>>>;

interface TradeActionDialogProps extends Pick<ConfirmDialogProps, 'open' | 'onOpenChange'> {
  action: ReturnType<typeof useTradeAction>;
  run: keyof typeof CONFIRMED_STEPS;
}

/** Asks before a step the customer cannot take back, then takes it. */
function TradeActionDialog({ action, run, ...dialog }: TradeActionDialogProps) {
  const { done, failed, ...words } = CONFIRMED_STEPS[run];
  return (
    <ConfirmDialog
      {...dialog}
      {...words}
      tone="danger"
      onConfirm={async () => {
        await action.mutateAsync(run);
        notify.success(done);
      }}
      error={action.isError ? errorMessage(action.error, failed) : null}
      errorTitle={failed}
    />
  );
}

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
        <TradeActionDialog action={action} run="decline-offer" open={declining} onOpenChange={setDeclining} />
      </CardBody>
    </Card>
  );
}

/**
 * Once the value is settled: store credit (value + 10 %, at once) or a bank transfer, chosen once.
 * A bank transfer asks for nothing here: the payout card then offers to set up payouts.
 */
export function PayoutChoiceCard({ trade }: { trade: TradeRequest }) {
  const payout = useTradePayout(trade.id);
  const [method, setMethod] = useState<TradePayoutMethod>('store_credit');
  if (!trade.payoutChoosable) return null;
  const valueCents = toCents(trade.finalValue ?? trade.estimatedValue);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const chosen = await payout.mutateAsync(payoutBody(method));
      notify.success(
        method === 'store_credit'
          ? 'Store credit added to your account.'
          : chosen.payout?.payout_account?.state === 'enabled'
            ? 'Bank transfer requested: it goes to your payout account.'
            : 'Bank transfer chosen. Set up payouts to receive it.',
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
          <PayoutMethodChoice
            name="payout-method"
            method={method}
            onChange={setMethod}
            storeCredit={
              <>
                Store credit: {formatCents(storeCreditCents(valueCents))} (+{BONUS_PERCENT} %), available at
                once
              </>
            }
            bankTransfer={<>Bank transfer: {formatCents(valueCents)}</>}
          />
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

/**
 * What was paid, or is on its way: store credit, or the bank payout with its set-up
 * (`watching`/`expired`: the customer just came back from the provider's page, see usePayoutsReturn).
 */
export function PayoutSummary({
  trade,
  watching = false,
  expired = false,
}: {
  trade: TradeRequest;
  watching?: boolean;
  expired?: boolean;
}) {
  const payout = trade.payout;
  if (!payout) return null;
  if (payout.method === 'bank_transfer')
    return <BankPayoutCard trade={trade} watching={watching} expired={expired} />;
  return (
    <Card>
      <CardHeader title="Payout" />
      <CardBody>
        <p data-testid="trade-payout">Store credit of {formatDollars(payout.amount)} added to your account</p>
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
      <TradeActionDialog action={action} run="cancel" open={open} onOpenChange={setOpen} />
    </>
  );
}
