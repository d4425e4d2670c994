import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import type {
  CheckoutRequest,
  GatewayCheckout,
  GatewayRefund,
  PaymentGateway,
  RefundRequest,
} from '../orders/payment-gateway.port';
import {
  PayoutRefusedError,
  type GatewayAccount,
  type GatewayBalanceTransaction,
  type GatewayDispute,
  type GatewayDisputeStatus,
  type GatewayReversal,
  type GatewayTransfer,
  type PayoutAccountPurpose,
  type PayoutGateway,
} from '../payouts/payout-gateway.port';
import { paymentsConfig, type PaymentsConfig } from './payments.config';
import { stripeTracingOptions } from '../observability/provider-tracing';

/** A webhook's event once its signature is checked: only a hint of what changed, never the word on it. */
export interface WebhookEvent {
  id: string;
  type: string;
  /** The id of the object the event names (a checkout session, a charge, a refund, an account, a dispute). */
  objectId: string | null;
  /** The connected account a Connect event is about (account.updated), else null. */
  account: string | null;
  /** When the provider created the event (the webhook lag metric). */
  createdAt: Date;
}

/** One `stripe` SDK client: real Stripe with real keys, else pointed at the payment sandbox. */
export function createStripeClient(config: PaymentsConfig): Stripe {
  // With tracing on, every API call is a span named for its operation (observability/provider-tracing.ts).
  const common = {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...stripeTracingOptions(Stripe.createNodeHttpClient),
  };
  if (config.provider === 'stripe') return new Stripe(config.secretKey, common);
  if (config.sandboxSecretsGenerated)
    new Logger('Payments').warn(
      'PAYMENT_SANDBOX_SECRET_KEY and PAYMENT_SANDBOX_WEBHOOK_SECRET are not set: checkout is unavailable until the API runs beside a payment sandbox started with the same secrets (npm start shares them)',
    );
  const url = new URL(config.sandboxUrl);
  return new Stripe(config.secretKey, {
    ...common,
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  });
}

const SESSION_STATUSES = ['open', 'complete', 'expired'] as const;
const PAYMENT_STATUSES = ['unpaid', 'paid', 'no_payment_required'] as const;
const CHARGE_ID = /^(ch|py)_[A-Za-z0-9_]{1,250}$/;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Stripe's open string types narrowed to the values we know; anything new reads as still open/unpaid. */
function toCheckout(session: Stripe.Checkout.Session): GatewayCheckout {
  return {
    id: session.id,
    url: session.url,
    orderId: session.client_reference_id ?? session.metadata?.order_id ?? null,
    status: SESSION_STATUSES.find((s) => s === session.status) ?? 'open',
    paymentStatus: PAYMENT_STATUSES.find((s) => s === session.payment_status) ?? 'unpaid',
    amountTotal: session.amount_total,
    currency: session.currency,
    paymentId: idOf(session.payment_intent),
  };
}

/**
 * Stripe's refund statuses on our three: `succeeded`; `failed` and `canceled` did not give money back;
 * `pending`, `requires_action` and anything new are still on their way.
 */
export function refundStatusOf(status: string | null): GatewayRefund['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

function toRefund(refund: Stripe.Refund): GatewayRefund {
  const ours = refund.metadata?.refund_id;
  return {
    id: refund.id,
    amountCents: refund.amount,
    status: refundStatusOf(refund.status),
    ourRefundId: typeof ours === 'string' && ours ? ours : null,
  };
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;

/** A read that answers null for an object the provider does not know. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * Money calls: a refusal the provider gave for good (a 400/402 answer with a reason) becomes
 * PayoutRefusedError; failing to reach it stays a plain error, for the caller's job to retry.
 */
async function refusing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeError &&
      (error.statusCode === 400 || error.statusCode === 402 || error.statusCode === 404) &&
      error.type !== 'StripeIdempotencyError'
    )
      throw new PayoutRefusedError(error.code ?? 'invalid_request', error.message);
    throw error;
  }
}

function toAccount(account: Stripe.Account): GatewayAccount {
  return {
    id: account.id,
    payoutsEnabled: account.payouts_enabled === true,
    detailsSubmitted: account.details_submitted === true,
    requirementsDue: [
      ...new Set([...(account.requirements?.currently_due ?? []), ...(account.requirements?.past_due ?? [])]),
    ],
  };
}

function toTransfer(transfer: Stripe.Transfer): GatewayTransfer {
  return {
    id: transfer.id,
    amountCents: transfer.amount,
    reversedCents: transfer.amount_reversed,
    destination: idOf(transfer.destination) ?? '',
    transferGroup: transfer.transfer_group ?? null,
    createdAt: new Date(transfer.created * 1000),
  };
}

const DISPUTE_STATUSES: readonly GatewayDisputeStatus[] = ['needs_response', 'under_review', 'won', 'lost'];

/** Stripe's dispute statuses on our four: warning_* read as needing (or under) review, anything else as open. */
function disputeStatusOf(status: string): GatewayDisputeStatus {
  if (status === 'warning_under_review') return 'under_review';
  if (status === 'warning_closed' || status === 'charge_refunded') return 'won';
  return DISPUTE_STATUSES.find((s) => s === status) ?? 'needs_response';
}

function toDispute(dispute: Stripe.Dispute): GatewayDispute {
  const due = dispute.evidence_details?.due_by;
  return {
    id: dispute.id,
    paymentId: idOf(dispute.payment_intent),
    chargeId: idOf(dispute.charge) ?? '',
    amountCents: dispute.amount,
    currency: dispute.currency,
    reason: dispute.reason,
    status: disputeStatusOf(dispute.status),
    evidenceDueBy: due ? new Date(due * 1000) : null,
    submissionCount: dispute.evidence_details?.submission_count ?? 0,
  };
}

/**
 * The orders' payment gateway on Stripe Checkout and the payout gateway on Stripe Connect (or the
 * local sandbox speaking their API): the one user of the SDK.
 */
@Injectable()
export class StripeGateway implements PaymentGateway, PayoutGateway {
  private readonly stripe: Stripe;

  constructor(@Inject(paymentsConfig.KEY) private readonly config: PaymentsConfig) {
    this.stripe = createStripeClient(config);
  }

  async openCheckout(request: CheckoutRequest): Promise<GatewayCheckout> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: request.orderId,
        customer_email: request.email,
        metadata: { ...request.metadata, order_id: request.orderId },
        // Whole seconds, as the provider stores them.
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        line_items: request.lines.map((line) => ({
          price_data: {
            currency: request.currency,
            unit_amount: line.unitAmountCents,
            product_data: { name: line.name },
          },
          quantity: line.quantity,
        })),
      },
      request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : undefined,
    );
    return toCheckout(session);
  }

  async readCheckout(checkoutId: string): Promise<GatewayCheckout | null> {
    try {
      return toCheckout(await this.stripe.checkout.sessions.retrieve(checkoutId));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async expireCheckout(checkoutId: string): Promise<GatewayCheckout> {
    return toCheckout(await this.stripe.checkout.sessions.expire(checkoutId));
  }

  async checkoutOfPayment(paymentId: string): Promise<string | null> {
    const sessions = await this.stripe.checkout.sessions.list({ payment_intent: paymentId, limit: 1 });
    return sessions.data[0]?.id ?? null;
  }

  async refund(request: RefundRequest): Promise<GatewayRefund> {
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: request.paymentId,
        amount: request.amountCents,
        reason: 'requested_by_customer',
        metadata: { order_id: request.orderId, refund_id: request.refundId },
      },
      { idempotencyKey: request.refundId },
    );
    return toRefund(refund);
  }

  async refundsOfPayment(
    chargeOrRefundId: string,
  ): Promise<{ paymentId: string; refunds: GatewayRefund[] } | null> {
    try {
      const chargeId = CHARGE_ID.test(chargeOrRefundId)
        ? chargeOrRefundId
        : idOf((await this.stripe.refunds.retrieve(chargeOrRefundId)).charge);
      if (!chargeId) return null;
      const paymentId = idOf((await this.stripe.charges.retrieve(chargeId)).payment_intent);
      if (!paymentId) return null;
      const refunds = await this.stripe.refunds
        .list({ charge: chargeId, limit: 100 })
        .autoPagingToArray({ limit: 10_000 });
      return { paymentId, refunds: refunds.map(toRefund) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async createAccount(request: {
    purpose: PayoutAccountPurpose;
    email: string;
    reference: string;
    idempotencyKey: string;
  }): Promise<GatewayAccount> {
    const account = await refusing(() =>
      this.stripe.accounts.create(
        {
          type: 'express',
          country: 'US',
          email: request.email,
          capabilities: { transfers: { requested: true } },
          ...(request.purpose === 'recipient' ? { tos_acceptance: { service_agreement: 'recipient' } } : {}),
          metadata: { reference: request.reference, purpose: request.purpose },
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return toAccount(account);
  }

  readAccount(accountId: string): Promise<GatewayAccount | null> {
    return orNull(async () => toAccount(await this.stripe.accounts.retrieve(accountId)));
  }

  async onboardingLink(request: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string; expiresAt: Date }> {
    const link = await refusing(() =>
      this.stripe.accountLinks.create({
        account: request.accountId,
        type: 'account_onboarding',
        return_url: request.returnUrl,
        refresh_url: request.refreshUrl,
      }),
    );
    return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
  }

  chargeOfPayment(paymentId: string): Promise<string | null> {
    return orNull(async () => idOf((await this.stripe.paymentIntents.retrieve(paymentId)).latest_charge));
  }

  async transfer(request: Parameters<PayoutGateway['transfer']>[0]): Promise<GatewayTransfer> {
    const transfer = await refusing(() =>
      this.stripe.transfers.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          destination: request.destination,
          transfer_group: request.transferGroup,
          ...(request.sourceCharge ? { source_transaction: request.sourceCharge } : {}),
          description: request.description,
          metadata: { ...request.metadata },
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return toTransfer(transfer);
  }

  readTransfer(transferId: string): Promise<GatewayTransfer | null> {
    return orNull(async () => toTransfer(await this.stripe.transfers.retrieve(transferId)));
  }

  async reverseTransfer(request: Parameters<PayoutGateway['reverseTransfer']>[0]): Promise<GatewayReversal> {
    const reversal = await refusing(() =>
      this.stripe.transfers.createReversal(
        request.transferId,
        { amount: request.amountCents, metadata: { ...request.metadata } },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return {
      id: reversal.id,
      transferId: idOf(reversal.transfer) ?? request.transferId,
      amountCents: reversal.amount,
    };
  }

  readDispute(disputeId: string): Promise<GatewayDispute | null> {
    return orNull(async () => toDispute(await this.stripe.disputes.retrieve(disputeId)));
  }

  async submitDisputeEvidence(request: {
    disputeId: string;
    evidence: Readonly<Record<string, string>>;
    idempotencyKey: string;
  }): Promise<GatewayDispute> {
    const dispute = await refusing(() =>
      this.stripe.disputes.update(
        request.disputeId,
        { evidence: { ...request.evidence } as Stripe.DisputeUpdateParams.Evidence, submit: true },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return toDispute(dispute);
  }

  async balanceTransactions(from: Date, to: Date): Promise<GatewayBalanceTransaction[]> {
    const rows: GatewayBalanceTransaction[] = [];
    // Every page (a busy month has more than autoPagingToArray's 10,000 rows).
    await this.stripe.balanceTransactions
      .list({
        created: { gte: Math.floor(from.getTime() / 1000), lt: Math.ceil(to.getTime() / 1000) },
        limit: 100,
      })
      .autoPagingEach((row) => {
        rows.push({
          id: row.id,
          type: row.type,
          sourceId: idOf(row.source as string | { id: string } | null),
          amountCents: row.amount,
          createdAt: new Date(row.created * 1000),
        });
      });
    return rows;
  }

  /** Checks a webhook's signature over the exact bytes received; throws when it does not hold. */
  webhookEvent(rawBody: Buffer, signature: string): WebhookEvent {
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    const objectId = (event.data.object as { id?: unknown }).id;
    return {
      id: event.id,
      type: event.type,
      objectId: typeof objectId === 'string' ? objectId : null,
      account: typeof event.account === 'string' ? event.account : null,
      createdAt: new Date(event.created * 1000),
    };
  }
}
