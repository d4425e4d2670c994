import type { BalanceLedger } from './balance';
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
  /** The platform balance transaction (type refund, negative) that paid it out. */
  balance_transaction: string;
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
  /** The platform balance transaction (type charge) that brought the money in. */
  balance_transaction: string;
  /** Set once a dispute is opened on it; Stripe refuses refunds of a disputed charge from then on. */
  disputed: boolean;
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

/**
 * Charges by payment intent and their refunds, with Stripe's refund rules (no refunding more than is
 * left). Each charge and refund also lands in the platform's balance history.
 */
export class ChargeLedger {
  private readonly charges = new Map<string, SandboxCharge>();
  private readonly chargeByIntent = new Map<string, string>();
  private readonly refunds = new Map<string, SandboxRefund>();

  constructor(private readonly balance: BalanceLedger) {}

  /** Records the charge of a payment intent that was just paid. */
  charge(paymentIntent: string, amount: number, currency: string, nowS: number): SandboxCharge {
    const id = randomId('ch_');
    const charge: SandboxCharge = {
      id,
      payment_intent: paymentIntent,
      amount,
      amount_refunded: 0,
      currency,
      created: nowS,
      refunds: [],
      balance_transaction: this.balance.record(
        'charge',
        amount,
        id,
        currency,
        nowS,
        `Payment ${paymentIntent}`,
      ).id,
      disputed: false,
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

  /** A dispute was opened on the charge: no refund can follow (Stripe's `charge_disputed`). */
  markDisputed(id: string): void {
    this.findCharge(id).disputed = true;
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

    if (charge.disputed)
      throw new StripeApiError(
        400,
        `Charge ${charge.id} has been charged back; cannot issue a refund.`,
        undefined,
        'invalid_request_error',
        'charge_disputed',
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

    const id = randomId('re_');
    const refund: SandboxRefund = {
      id,
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      created: nowS,
      reason: (reason as SandboxRefund['reason']) ?? null,
      metadata,
      status: 'succeeded',
      balance_transaction: this.balance.record(
        'refund',
        -amount,
        id,
        charge.currency,
        nowS,
        `Refund of ${charge.id}`,
      ).id,
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
    balance_transaction: refund.balance_transaction,
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
export function listObject<T>(url: string, data: T[], hasMore = false) {
  return { object: 'list' as const, data, has_more: hasMore, url };
}

const MAX_PAGE = 100;
const DEFAULT_PAGE = 10;

/**
 * One page of `rows` (newest first) as Stripe pages lists: `limit` (default 10, at most 100) and a
 * cursor, `starting_after` (older rows) or `ending_before` (newer rows), naming a row of the list.
 * `has_more` tells whether rows remain beyond the page in that direction, which is what the SDK's
 * auto-pagination follows.
 */
export function pageList<T extends { id: string }>(url: string, rows: readonly T[], query: URLSearchParams) {
  const limitText = query.get('limit');
  const limit = limitText === null || limitText === '' ? DEFAULT_PAGE : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE)
    throw new StripeApiError(400, `Invalid limit: must be an integer from 1 to ${MAX_PAGE}`, 'limit');
  const cursor = (param: 'starting_after' | 'ending_before') => {
    const id = query.get(param);
    if (!id) return undefined;
    const at = rows.findIndex((row) => row.id === id);
    if (at === -1)
      throw new StripeApiError(
        400,
        `No such object: '${id}'`,
        param,
        'invalid_request_error',
        'resource_missing',
      );
    return at;
  };
  const after = cursor('starting_after');
  const before = after === undefined ? cursor('ending_before') : undefined;
  if (before !== undefined) {
    const start = Math.max(0, before - limit);
    return listObject(url, rows.slice(start, before), start > 0);
  }
  const start = after === undefined ? 0 : after + 1;
  return listObject(url, rows.slice(start, start + limit), start + limit < rows.length);
}

/** The charge as Stripe's API answers it (`object: 'charge'`, its refunds as a list). */
export function chargeObject(charge: SandboxCharge, refunds: readonly SandboxRefund[]) {
  return {
    id: charge.id,
    object: 'charge' as const,
    amount: charge.amount,
    amount_captured: charge.amount,
    amount_refunded: charge.amount_refunded,
    balance_transaction: charge.balance_transaction,
    captured: true,
    created: charge.created,
    currency: charge.currency,
    disputed: charge.disputed,
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
