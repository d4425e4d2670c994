import type { FormObject, FormValue } from './form';
import { randomId, StripeApiError } from './sessions';

/** A refund as the sandbox keeps it; the sandbox settles every refund at once (`succeeded`). */
export interface SandboxRefund {
  id: string;
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  created: number;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  metadata: Record<string, string>;
  status: 'succeeded';
}

/** The one charge of a paid payment intent and what has been refunded of it. */
export interface SandboxCharge {
  id: string;
  payment_intent: string;
  amount: number;
  amount_refunded: number;
  currency: string;
  created: number;
  /** Refund ids, oldest first. */
  refunds: string[];
}

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function text(value: FormValue | undefined, param: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new StripeApiError(400, `Invalid string: ${param}`, param);
  return value;
}

function missing(kind: string, id: string): StripeApiError {
  return new StripeApiError(
    404,
    `No such ${kind}: '${id}'`,
    'id',
    'invalid_request_error',
    'resource_missing',
  );
}

/** Charges by payment intent and their refunds, with Stripe's refund rules (no refunding more than is left). */
export class ChargeLedger {
  private readonly charges = new Map<string, SandboxCharge>();
  private readonly chargeByIntent = new Map<string, string>();
  private readonly refunds = new Map<string, SandboxRefund>();

  /** Records the charge of a payment intent that was just paid. */
  charge(paymentIntent: string, amount: number, currency: string, nowS: number): SandboxCharge {
    const charge: SandboxCharge = {
      id: randomId('ch_'),
      payment_intent: paymentIntent,
      amount,
      amount_refunded: 0,
      currency,
      created: nowS,
      refunds: [],
    };
    this.charges.set(charge.id, charge);
    this.chargeByIntent.set(paymentIntent, charge.id);
    return charge;
  }

  findCharge(id: string): SandboxCharge {
    const charge = this.charges.get(id);
    if (!charge) throw missing('charge', id);
    return charge;
  }

  chargeOfIntent(paymentIntent: string): SandboxCharge {
    const id = this.chargeByIntent.get(paymentIntent);
    if (!id) throw missing('payment_intent', paymentIntent);
    return this.findCharge(id);
  }

  findRefund(id: string): SandboxRefund {
    const refund = this.refunds.get(id);
    if (!refund) throw missing('refund', id);
    return refund;
  }

  /** Refunds filtered like GET /v1/refunds (`charge`, `payment_intent`), newest first as Stripe lists them. */
  listRefunds(filter: { charge?: string; payment_intent?: string }): SandboxRefund[] {
    return [...this.refunds.values()]
      .filter(
        (r) =>
          (!filter.charge || r.charge === filter.charge) &&
          (!filter.payment_intent || r.payment_intent === filter.payment_intent),
      )
      .reverse();
  }

  /**
   * POST /v1/refunds: `payment_intent` or `charge`, optional `amount` (default: all that is left),
   * `reason` and `metadata`. Refusals are Stripe's: charge_already_refunded, amount_too_large.
   */
  refundFromParams(params: FormObject, nowS: number): { refund: SandboxRefund; charge: SandboxCharge } {
    const intentId = text(params.payment_intent, 'payment_intent');
    const chargeId = text(params.charge, 'charge');
    if (!intentId && !chargeId)
      throw new StripeApiError(
        400,
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    const charge = chargeId ? this.findCharge(chargeId) : this.chargeOfIntent(intentId as string);
    if (intentId && charge.payment_intent !== intentId)
      throw new StripeApiError(
        400,
        `Charge ${charge.id} does not belong to payment_intent ${intentId}.`,
        'charge',
      );

    const reason = text(params.reason, 'reason');
    if (reason !== undefined && !REASONS.some((r) => r === reason))
      throw new StripeApiError(400, `Invalid reason: must be one of ${REASONS.join(', ')}`, 'reason');
    const metadataParam = params.metadata ?? {};
    if (typeof metadataParam === 'string' || Array.isArray(metadataParam))
      throw new StripeApiError(400, 'Invalid object: metadata', 'metadata');
    const metadata = Object.fromEntries(
      Object.entries(metadataParam).map(([k, v]) => [k, text(v, `metadata[${k}]`) ?? '']),
    );

    const left = charge.amount - charge.amount_refunded;
    if (left <= 0)
      throw new StripeApiError(
        400,
        `Charge ${charge.id} has already been refunded.`,
        undefined,
        'invalid_request_error',
        'charge_already_refunded',
      );
    const amountText = text(params.amount, 'amount');
    if (
      amountText !== undefined &&
      (!/^\d+$/.test(amountText) || Number(amountText) < 1 || !Number.isSafeInteger(Number(amountText)))
    )
      throw new StripeApiError(400, 'Invalid positive integer', 'amount');
    const amount = amountText === undefined ? left : Number(amountText);
    if (amount > left)
      throw new StripeApiError(
        400,
        `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
        'amount',
        'invalid_request_error',
        'amount_too_large',
      );

    const refund: SandboxRefund = {
      id: randomId('re_'),
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      created: nowS,
      reason: (reason as SandboxRefund['reason']) ?? null,
      metadata,
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunds.push(refund.id);
    return { refund, charge };
  }
}

/** The refund as Stripe's API answers it (`object: 'refund'`). */
export function refundObject(refund: SandboxRefund) {
  return {
    id: refund.id,
    object: 'refund' as const,
    amount: refund.amount,
    balance_transaction: null,
    charge: refund.charge,
    created: refund.created,
    currency: refund.currency,
    metadata: refund.metadata,
    payment_intent: refund.payment_intent,
    reason: refund.reason,
    receipt_number: null,
    status: refund.status,
  };
}

/** A Stripe list object (`has_more` is always false: the sandbox answers every row at once). */
export function listObject<T>(url: string, data: T[]) {
  return { object: 'list' as const, data, has_more: false, url };
}

/** The charge as Stripe's API answers it (`object: 'charge'`, its refunds as a list). */
export function chargeObject(charge: SandboxCharge, refunds: readonly SandboxRefund[]) {
  return {
    id: charge.id,
    object: 'charge' as const,
    amount: charge.amount,
    amount_captured: charge.amount,
    amount_refunded: charge.amount_refunded,
    captured: true,
    created: charge.created,
    currency: charge.currency,
    livemode: false,
    paid: true,
    payment_intent: charge.payment_intent,
    refunded: charge.amount_refunded >= charge.amount,
    refunds: listObject(`/v1/charges/${charge.id}/refunds`, refunds.map(refundObject)),
    status: 'succeeded' as const,
  };
}

/** The succeeded payment intent behind a paid session (`latest_charge` names its charge). */
export function paymentIntentObject(charge: SandboxCharge) {
  return {
    id: charge.payment_intent,
    object: 'payment_intent' as const,
    amount: charge.amount,
    amount_received: charge.amount,
    created: charge.created,
    currency: charge.currency,
    latest_charge: charge.id,
    livemode: false,
    status: 'succeeded' as const,
  };
}
