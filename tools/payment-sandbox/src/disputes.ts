import { balanceTransactionObject, type BalanceLedger } from './balance';
import type { ChargeLedger, SandboxCharge } from './charges';
import type { FormObject } from './form';
import { object, randomId, str, StripeApiError } from './sessions';

/**
 * Chargebacks as Stripe models them: opening one withdraws the disputed amount from the platform
 * balance (an `adjustment`), the platform answers with evidence, and a won dispute puts the money
 * back with a second adjustment. Tests open and close disputes through the sandbox controls, the
 * way a bank would; the API only reads and answers them.
 */

/** Stripe's evidence fields; the API sends the text ones, files are out of the sandbox's reach. */
export const EVIDENCE_KEYS = [
  'access_activity_log',
  'billing_address',
  'cancellation_policy',
  'cancellation_policy_disclosure',
  'cancellation_rebuttal',
  'customer_communication',
  'customer_email_address',
  'customer_name',
  'customer_purchase_ip',
  'customer_signature',
  'duplicate_charge_documentation',
  'duplicate_charge_explanation',
  'duplicate_charge_id',
  'product_description',
  'receipt',
  'refund_policy',
  'refund_policy_disclosure',
  'refund_refusal_explanation',
  'service_date',
  'service_documentation',
  'shipping_address',
  'shipping_carrier',
  'shipping_date',
  'shipping_documentation',
  'shipping_tracking_number',
  'uncategorized_file',
  'uncategorized_text',
] as const;

/** Days the platform has to answer, counted from the opening (Stripe's windows are one to three weeks). */
const RESPONSE_WINDOW_S = 7 * 24 * 60 * 60;

export type DisputeStatus = 'needs_response' | 'under_review' | 'won' | 'lost';

export interface SandboxDispute {
  id: string;
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: 'fraudulent';
  status: DisputeStatus;
  created: number;
  metadata: Record<string, string>;
  /** Every Stripe evidence key (null until given) plus any other string key the API sent. */
  evidence: Record<string, string | null>;
  due_by: number;
  past_due: boolean;
  submission_count: number;
  /** Balance transaction ids, oldest first: the withdrawal, then the reinstatement if won. */
  balance_transactions: string[];
}

const closed = (dispute: SandboxDispute) => dispute.status === 'won' || dispute.status === 'lost';

export class DisputeLedger {
  private readonly disputes = new Map<string, SandboxDispute>();

  constructor(
    private readonly charges: ChargeLedger,
    private readonly balance: BalanceLedger,
  ) {}

  /**
   * The cardholder's bank disputes a payment: for what was not refunded, once per charge. Unknown
   * or unpaid payments are the test's mistake, so they are answered 400 rather than 404.
   */
  open(paymentIntent: string, nowS: number): SandboxDispute {
    let charge: SandboxCharge;
    try {
      charge = this.charges.chargeOfIntent(paymentIntent);
    } catch {
      throw new StripeApiError(
        400,
        `No paid payment behind payment_intent '${paymentIntent}'.`,
        'payment_intent',
        'invalid_request_error',
        'resource_missing',
      );
    }
    if (charge.disputed)
      throw new StripeApiError(400, `Charge ${charge.id} is already disputed.`, 'payment_intent');
    const amount = charge.amount - charge.amount_refunded;
    if (amount <= 0)
      throw new StripeApiError(
        400,
        `Charge ${charge.id} was refunded in full: there is nothing to dispute.`,
        'payment_intent',
      );
    const id = randomId('dp_');
    const withdrawal = this.balance.record(
      'adjustment',
      -amount,
      id,
      charge.currency,
      nowS,
      `Chargeback withdrawal for ${charge.id}`,
    );
    const dispute: SandboxDispute = {
      id,
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      reason: 'fraudulent',
      status: 'needs_response',
      created: nowS,
      metadata: {},
      evidence: Object.fromEntries(EVIDENCE_KEYS.map((key) => [key, null])),
      due_by: nowS + RESPONSE_WINDOW_S,
      past_due: false,
      submission_count: 0,
      balance_transactions: [withdrawal.id],
    };
    this.disputes.set(id, dispute);
    this.charges.markDisputed(charge.id);
    return dispute;
  }

  find(id: string): SandboxDispute {
    const dispute = this.disputes.get(id);
    if (!dispute)
      throw new StripeApiError(
        404,
        `No such dispute: '${id}'`,
        'id',
        'invalid_request_error',
        'resource_missing',
      );
    return dispute;
  }

  /** GET /v1/disputes filters, newest first. */
  list(filter: { payment_intent?: string; charge?: string }): SandboxDispute[] {
    return [...this.disputes.values()]
      .filter(
        (d) =>
          (!filter.payment_intent || d.payment_intent === filter.payment_intent) &&
          (!filter.charge || d.charge === filter.charge),
      )
      .reverse();
  }

  /**
   * POST /v1/disputes/:id: merges `evidence[...]` (an empty value clears a field) and `metadata`
   * (an empty value removes the key); `submit` (default true, as Stripe) sends the evidence to the
   * bank, which puts the dispute under review.
   */
  update(id: string, params: FormObject, nowS: number): SandboxDispute {
    const dispute = this.find(id);
    if (closed(dispute))
      throw new StripeApiError(400, `Dispute ${dispute.id} is already closed (${dispute.status}).`);
    const submitText = str(params.submit, 'submit') ?? 'true';
    if (submitText !== 'true' && submitText !== 'false')
      throw new StripeApiError(400, 'Invalid boolean: submit', 'submit');
    const evidence = Object.entries(object(params.evidence, 'evidence')).map(
      ([key, value]) => [key, str(value, `evidence[${key}]`) ?? null] as const,
    );
    const metadata = Object.entries(object(params.metadata, 'metadata')).map(
      ([key, value]) => [key, str(value, `metadata[${key}]`) ?? ''] as const,
    );

    for (const [key, value] of evidence) dispute.evidence[key] = value;
    for (const [key, value] of metadata) {
      if (value === '') delete dispute.metadata[key];
      else dispute.metadata[key] = value;
    }
    if (submitText === 'true') {
      dispute.status = 'under_review';
      dispute.submission_count += 1;
      dispute.past_due = nowS > dispute.due_by;
    }
    return dispute;
  }

  /** The bank decides (sandbox control); a won dispute gives the withdrawn amount back. */
  close(id: string, status: unknown, nowS: number): SandboxDispute {
    const dispute = this.find(id);
    if (status !== 'won' && status !== 'lost')
      throw new StripeApiError(400, "status must be 'won' or 'lost'.", 'status');
    if (closed(dispute))
      throw new StripeApiError(400, `Dispute ${dispute.id} is already closed (${dispute.status}).`, 'status');
    dispute.status = status;
    if (status === 'won')
      dispute.balance_transactions.push(
        this.balance.record(
          'adjustment',
          dispute.amount,
          dispute.id,
          dispute.currency,
          nowS,
          `Chargeback reversal for ${dispute.charge}`,
        ).id,
      );
    return dispute;
  }
}

/** The dispute as Stripe's API answers it, its balance transactions embedded as Stripe does. */
export function disputeObject(dispute: SandboxDispute, balance: BalanceLedger) {
  return {
    id: dispute.id,
    object: 'dispute' as const,
    amount: dispute.amount,
    balance_transactions: dispute.balance_transactions.map((id) =>
      balanceTransactionObject(balance.find(id)),
    ),
    charge: dispute.charge,
    created: dispute.created,
    currency: dispute.currency,
    evidence: { ...dispute.evidence },
    evidence_details: {
      due_by: dispute.due_by,
      has_evidence: Object.values(dispute.evidence).some((value) => value !== null),
      past_due: dispute.past_due,
      submission_count: dispute.submission_count,
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: { ...dispute.metadata },
    payment_intent: dispute.payment_intent,
    reason: dispute.reason,
    status: dispute.status,
  };
}
