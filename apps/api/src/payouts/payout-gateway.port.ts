/**
 * What money going out needs from the payment provider, in our own words: connected accounts for
 * the people we pay (sellers, trade-in customers), transfers to them and reversals of those, the
 * provider's disputes, and its balance transactions for the reconciliation. The payments module
 * implements it (payments/stripe-gateway.ts, the only user of the SDK, on Stripe Connect's
 * "separate charges and transfers") and provides it under PAYOUT_GATEWAY.
 *
 * Every call that moves money or changes something takes an idempotency key: a retried call (a job
 * run again, a second instance) answers the first call's result instead of moving money twice.
 * Failures: an unknown object reads as null; a refusal the provider gave for good (no such account,
 * payouts not enabled, not enough balance) throws PayoutRefusedError with its code; anything else
 * (unreachable) throws, and the job that called retries.
 */
export const PAYOUT_GATEWAY = Symbol('PAYOUT_GATEWAY');

/** Who an account pays: a seller (full service agreement) or a trade-in customer (recipient). */
export type PayoutAccountPurpose = 'seller' | 'recipient';

export interface GatewayAccount {
  id: string;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  /** What the provider still needs before it pays out (its requirement names). */
  requirementsDue: string[];
}

export interface GatewayTransfer {
  id: string;
  amountCents: number;
  reversedCents: number;
  destination: string;
  transferGroup: string | null;
  createdAt: Date;
}

export interface GatewayReversal {
  id: string;
  transferId: string;
  amountCents: number;
}

export type GatewayDisputeStatus = 'needs_response' | 'under_review' | 'won' | 'lost';

export interface GatewayDispute {
  id: string;
  paymentId: string | null;
  chargeId: string;
  amountCents: number;
  currency: string;
  reason: string;
  status: GatewayDisputeStatus;
  /** When evidence must be in by; null when the provider gives no date. */
  evidenceDueBy: Date | null;
  submissionCount: number;
}

/** The provider's own record of one movement of the platform's balance. */
export interface GatewayBalanceTransaction {
  id: string;
  /** charge, refund, transfer, transfer_refund (a reversal), adjustment (a dispute), or another of the provider's types. */
  type: string;
  /** The charge, refund, transfer, reversal or dispute it moved money for. */
  sourceId: string | null;
  /** Signed cents, as the platform's balance moved. */
  amountCents: number;
  createdAt: Date;
}

/** The provider said no for good (not a network failure): `code` is its reason. */
export class PayoutRefusedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PayoutRefusedError';
  }
}

export interface PayoutGateway {
  createAccount(request: {
    purpose: PayoutAccountPurpose;
    email: string;
    /** Our reference for it (the seller's user id, the trade's id), kept in the provider's metadata. */
    reference: string;
    idempotencyKey: string;
  }): Promise<GatewayAccount>;
  readAccount(accountId: string): Promise<GatewayAccount | null>;
  /** The provider's hosted onboarding page for the account; the link is short-lived and single-use. */
  onboardingLink(request: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string; expiresAt: Date }>;
  /** The charge behind a payment: transfers name it as their source, so they move money that came in. */
  chargeOfPayment(paymentId: string): Promise<string | null>;
  transfer(request: {
    amountCents: number;
    currency: string;
    destination: string;
    /** Groups the transfers of one order (or one trade) at the provider. */
    transferGroup: string;
    sourceCharge: string | null;
    description: string;
    metadata: Readonly<Record<string, string>>;
    idempotencyKey: string;
  }): Promise<GatewayTransfer>;
  readTransfer(transferId: string): Promise<GatewayTransfer | null>;
  reverseTransfer(request: {
    transferId: string;
    amountCents: number;
    metadata: Readonly<Record<string, string>>;
    idempotencyKey: string;
  }): Promise<GatewayReversal>;
  readDispute(disputeId: string): Promise<GatewayDispute | null>;
  /** Sends the evidence and submits it (the dispute moves to under_review). */
  submitDisputeEvidence(request: {
    disputeId: string;
    evidence: Readonly<Record<string, string>>;
    idempotencyKey: string;
  }): Promise<GatewayDispute>;
  /** The platform's balance transactions created in [from, to), every page. */
  balanceTransactions(from: Date, to: Date): Promise<GatewayBalanceTransaction[]>;
}
