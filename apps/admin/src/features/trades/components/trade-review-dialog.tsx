import type { TradePayout, TradeRequest, TradeStatusName } from '@phonehub/contracts';
import { IMEI_BLOCKED_STEPS, tradeConditionLabel, tradeMachine, tradeStatusLabel } from '@phonehub/domain';
import {
  Alert,
  Badge,
  Button,
  Dialog,
  DialogClose,
  formatDate,
  Select,
  TextAreaField,
  TextField,
} from '@phonehub/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FactList, type Fact } from '../../../shared/fact-list';
import { formatMoney } from '../../../shared/money';
import { failureDetail } from '../../../shared/use-admin-mutation';
import { useReviewTrade, type ReviewTradeRequest } from '../api/review-trade';
import type { ReviewPreset } from './trade-card';
import { customerName, portalStatus, shortTradeId, tradeTitle } from './trade-format';
import { TradePhoto } from './trade-photo';
import { requiredForStatus } from '../../../shared/required-for-status';
import { fieldProps } from '../../../shared/field-props';

const REASON_MAX = 1000;
const TITLES: Record<ReviewPreset, string> = {
  approve: 'Approve Trade',
  reject: 'Reject Trade',
  view: 'Trade Details',
};

/** The fields one status requires. */
type StatusField = 'counterofferReason' | 'rejectionReason';

interface ReviewValues {
  status: TradeStatusName;
  finalValue: string;
  rejectionReason: string;
  grade: string;
  batteryHealth: string;
  notes: string;
  counterofferValue: string;
  counterofferReason: string;
}

/** The customer's own steps (accept, decline, cancel): the admin never sets them. */
const CUSTOMER_STEPS: readonly string[] = ['accepted', 'returned', 'cancelled'];
const INSPECTING: readonly string[] = ['inspected', 'counteroffer'];

/**
 * Where an admin may move the trade: the machine's next steps, less the customer's and completing
 * (a trade completes when its payout is made: store credit granted, or the bank payout's transfer
 * sent once the customer has set up payouts); a device on the IMEI blocklist is not approved or valued.
 */
function adminNextStatuses(trade: TradeRequest): TradeStatusName[] {
  return tradeMachine
    .next(portalStatus(trade.status))
    .filter((to) => !CUSTOMER_STEPS.includes(to) && to !== 'completed')
    .filter((to) => !(trade.imei_blocked && IMEI_BLOCKED_STEPS.includes(to)));
}

/** Spec section 4: approving defaults to the final (else estimated) value; rejecting starts with no reason. */
function initialValues(trade: TradeRequest, preset: ReviewPreset): ReviewValues {
  const final = trade.finalValue === null ? '' : String(trade.finalValue);
  const steps = {
    grade: trade.inspection?.grade ?? '',
    batteryHealth:
      trade.inspection?.battery_health === null || trade.inspection?.battery_health === undefined
        ? ''
        : String(trade.inspection.battery_health),
    notes: trade.inspection?.notes ?? '',
    counterofferValue: trade.counteroffer ? String(trade.counteroffer.value) : '',
    counterofferReason: trade.counteroffer?.reason ?? '',
  };
  if (preset === 'approve' && !trade.imei_blocked)
    return {
      ...steps,
      status: 'approved',
      finalValue: String(trade.finalValue ?? trade.estimatedValue),
      rejectionReason: '',
    };
  if (preset === 'reject') return { ...steps, status: 'rejected', finalValue: final, rejectionReason: '' };
  return {
    ...steps,
    status: portalStatus(trade.status),
    finalValue: final,
    rejectionReason: trade.rejectionReason ?? '',
  };
}

/**
 * What is sent: a rejection carries its reason; an inspection its findings (and a counteroffer its
 * value and reason); any other status its final value (blank: the server decides).
 */
function toRequest(values: ReviewValues): ReviewTradeRequest {
  const { status, finalValue, rejectionReason } = values;
  const final = finalValue.trim() === '' ? null : Number(finalValue);
  if (status === 'rejected') return { status, rejectionReason: rejectionReason.trim() };
  if (INSPECTING.includes(status)) {
    const inspection = {
      grade: values.grade.trim() || null,
      battery_health: values.batteryHealth.trim() === '' ? null : Number(values.batteryHealth),
      notes: values.notes.trim() || null,
    };
    if (status === 'counteroffer')
      return {
        status,
        inspection,
        counteroffer_value: Number(values.counterofferValue),
        counteroffer_reason: values.counterofferReason.trim(),
      };
    return { status, inspection, finalValue: final };
  }
  return { status, finalValue: final };
}

function validBattery(value: string): true | string {
  if (value.trim() === '') return true;
  const health = Number(value);
  return (
    (Number.isInteger(health) && health >= 0 && health <= 100) ||
    'Battery health is a whole percent from 0 to 100'
  );
}

/** The steps after approval, for the facts list. */
function progressFacts(trade: TradeRequest): Fact[] {
  const facts: Fact[] = [];
  if (trade.quoteValidUntil) facts.push(['Quote valid until', formatDate(trade.quoteValidUntil)]);
  if (trade.inspection) {
    facts.push(['Grade', trade.inspection.grade || '—']);
    facts.push([
      'Battery health',
      trade.inspection.battery_health === null ? '—' : `${trade.inspection.battery_health} %`,
    ]);
    if (trade.inspection.notes) facts.push(['Inspection notes', trade.inspection.notes, 'wide']);
  }
  if (trade.counteroffer)
    facts.push([
      'Counteroffer',
      `${formatMoney(trade.counteroffer.value)}: ${trade.counteroffer.reason}`,
      'wide',
    ]);
  if (trade.payout) facts.push(...payoutFacts(trade.payout));
  return facts;
}

/**
 * Where a bank payout stands: the customer sets up a recipient account at the payment provider
 * (which takes the bank details), then the transfer is sent and retried until it goes. Read-only:
 * nobody marks it paid by hand.
 */
function bankPayoutState(payout: TradePayout): string {
  if (payout.status === 'paid') return 'sent';
  const account = payout.payout_account?.state ?? 'not_started';
  if (account === 'enabled') return 'payouts enabled, transfer on its way';
  if (account === 'requirements_due') return 'waiting for the customer to finish setting up payouts';
  return 'waiting for the customer to set up payouts';
}

function payoutFacts(payout: TradePayout): Fact[] {
  const amount = formatMoney(payout.amount);
  if (payout.method === 'store_credit')
    return [
      [
        'Payout',
        `Store credit, ${amount} (${payout.status === 'paid' ? 'granted' : 'held for its claim'})`,
        'wide',
      ],
    ];
  const facts: Fact[] = [
    ['Payout', `Bank payout by transfer, ${amount} (${bankPayoutState(payout)})`, 'wide'],
  ];
  if (payout.reference) facts.push(['Transfer ID', payout.reference]);
  if (payout.paid_at) facts.push(['Sent', formatDate(payout.paid_at)]);
  if (payout.failure && payout.status !== 'paid')
    facts.push(['Last transfer refused', payout.failure, 'wide']);
  return facts;
}

function validFinalValue(value: string): true | string {
  if (value.trim() === '') return true;
  const amount = Number(value);
  if (!Number.isFinite(amount)) return 'Enter the final value in dollars';
  return amount >= 0 || 'Final value cannot be negative';
}

export function TradeReviewDialog({
  trade,
  preset,
  onClose,
}: {
  trade: TradeRequest;
  preset: ReviewPreset;
  onClose: () => void;
}) {
  const formId = useId();
  const review = useReviewTrade();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ReviewValues>({ defaultValues: initialValues(trade, preset) });
  const field = fieldProps(register, errors);
  /** A required field of one status, left out (and unchecked) under the others. */
  const requiredFor = (name: StatusField, status: TradeStatusName, message: string) => ({
    required: true,
    ...field(name, { validate: requiredForStatus(status, message) }),
  });
  const status = watch('status');
  const title = tradeTitle(trade);
  // The current status, then only where the trade's state machine lets it go; a rejected or
  // completed trade is final, so its dialog only shows it.
  const current = portalStatus(trade.status);
  const statusOptions = [current, ...adminNextStatuses(trade)].map((value) => ({
    value,
    label: tradeStatusLabel(value),
  }));
  const final = tradeMachine.isFinal(current);

  const onSubmit = handleSubmit((values) =>
    review.mutate({ id: trade.id, body: toRequest(values) }, { onSuccess: onClose }),
  );

  const serverProblem = failureDetail(review);
  const address = [
    trade.street,
    trade.city,
    [trade.state, trade.zipCode].filter(Boolean).join(' '),
    trade.country,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !review.isPending) onClose();
      }}
      title={TITLES[preset]}
      description={`${title} · ${trade.tracking_code}`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={review.isPending}>
              Cancel
            </Button>
          </DialogClose>
          {!final && (
            <Button type="submit" form={formId} loading={review.isPending} loadingText="Saving...">
              Save
            </Button>
          )}
        </>
      }
    >
      <div className="trade-review">
        <section className="trade-review__section" aria-label="Device">
          <h3 className="trade-review__heading">Device</h3>
          <FactList
            rows={[
              ['Device', title],
              ['Storage', trade.storage || '—'],
              ['Color', trade.color || '—'],
              ['Condition', tradeConditionLabel(trade.condition)],
              ['Serial number', trade.serialNumber],
              ...(trade.imei ? ([['IMEI', trade.imei]] as Fact[]) : []),
              ['Tracking code', trade.tracking_code],
              ['Trade ID', shortTradeId(trade.id)],
              ['Estimated value', formatMoney(trade.estimatedValue)],
              ['Final value', trade.finalValue === null ? '—' : formatMoney(trade.finalValue)],
              ['Partner', trade.tradePartner || '—'],
              ['Submitted', formatDate(trade.submittedAt)],
              ['Reviewed', formatDate(trade.reviewedAt)],
              ...(trade.description ? ([['Description', trade.description, 'wide']] as Fact[]) : []),
              ...(trade.rejectionReason
                ? ([['Rejection reason', trade.rejectionReason, 'wide']] as Fact[])
                : []),
              ...progressFacts(trade),
            ]}
          />
        </section>

        <section className="trade-review__section" aria-label="Contact">
          <h3 className="trade-review__heading">Contact</h3>
          <FactList
            rows={[
              [
                'Name',
                <span className="trade-card__customer">
                  {customerName(trade)}
                  {trade.isGuest && <Badge tone="neutral">Guest</Badge>}
                </span>,
              ],
              ['Phone', trade.phone ? <a href={`tel:${trade.phone}`}>{trade.phone}</a> : '—'],
              ['Email', trade.email ? <a href={`mailto:${trade.email}`}>{trade.email}</a> : '—', 'wide'],
              ['Address', address || '—', 'wide'],
            ]}
          />
        </section>

        <section className="trade-review__section" aria-label="Photos">
          <h3 className="trade-review__heading">Photos</h3>
          {trade.images.length === 0 ? (
            <p className="trade-review__muted">No photos were sent.</p>
          ) : (
            <ul className="trade-review__photos">
              {trade.images.map((src, index) => (
                <li key={src}>
                  <a href={src} target="_blank" rel="noreferrer">
                    <TradePhoto src={src} alt={`${title}, photo ${index + 1} of ${trade.images.length}`} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        <form id={formId} className="trade-review__form" onSubmit={onSubmit} noValidate>
          <h3 className="trade-review__heading">Review</h3>
          {trade.imei_blocked && (
            <Alert tone="warning" title="This device has been reported lost or stolen">
              Its IMEI {trade.imei} is on the blocklist ({trade.imei_blocked.reason}). The trade-in cannot be
              approved or valued: reject it.
            </Alert>
          )}
          {serverProblem && (
            <Alert tone="danger" title="The trade could not be updated">
              {serverProblem}
            </Alert>
          )}
          <Select label="Status" options={statusOptions} disabled={final} {...register('status')} />
          {INSPECTING.includes(status) && (
            <>
              <TextField label="Grade" maxLength={20} {...register('grade')} />
              <TextField
                label="Battery health (%)"
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                {...field('batteryHealth', { validate: validBattery })}
              />
              <TextAreaField label="Inspection notes" rows={2} maxLength={2000} {...register('notes')} />
            </>
          )}
          {status === 'counteroffer' && (
            <>
              <TextField
                label="Counteroffer ($)"
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                required
                {...field('counterofferValue', {
                  validate: (value, values) =>
                    values.status !== 'counteroffer' ||
                    (value.trim() !== '' && validFinalValue(value) === true) ||
                    'Enter the new value in dollars',
                })}
              />
              <TextAreaField
                label="Counteroffer reason"
                rows={2}
                maxLength={REASON_MAX}
                hint="Sent to the customer, who accepts it or gets the device back free."
                {...requiredFor(
                  'counterofferReason',
                  'counteroffer',
                  'Please give a reason for the counteroffer',
                )}
              />
            </>
          )}
          {status === 'counteroffer' ? null : status === 'rejected' ? (
            <TextAreaField
              label="Rejection Reason"
              rows={3}
              maxLength={REASON_MAX}
              hint="Sent to the customer by email and shown on their dashboard; public tracking does not show it."
              {...requiredFor('rejectionReason', 'rejected', 'Please enter a rejection reason')}
            />
          ) : (
            <TextField
              label="Final Value ($)"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              placeholder={String(trade.estimatedValue)}
              hint={`Leave blank to keep the current value${status === 'approved' ? ` (or the estimate, ${formatMoney(trade.estimatedValue)})` : ''}.`}
              {...field('finalValue', {
                validate: (value, values) => values.status === 'rejected' || validFinalValue(value),
              })}
            />
          )}
        </form>
      </div>
    </Dialog>
  );
}
