import { OrderPaidEvent } from '../orders/events/order-paid.event';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CheckoutStatusResponse } from '@phonehub/contracts';
import Stripe from 'stripe';
import { DataSource, EntityManager } from 'typeorm';
import { JobQueue } from '../jobs/job-queue.service';
import { CheckoutOutcome, FulfilmentResult, OrdersService } from '../orders/orders.service';
import { paymentsConfig, type PaymentsConfig } from './payments.config';
import { retentionConfig, type RetentionConfig } from '../config/retention.config';
import { JobHandler } from '../jobs/job-handler.decorator';
import { type ProviderRefund, toProviderRefund } from '../orders/refunds/refund-rules';
import { RefundsService } from '../orders/refunds/refunds.service';
import {
  CheckoutSessionNotFoundError,
  CheckoutUnavailableError,
  InvalidWebhookError,
  PaymentProviderUnavailableError,
} from './payments.errors';
import { STRIPE_CLIENT } from './stripe.provider';

/** A Checkout Session id as the provider issues them (cs_test_…, cs_live_…). */
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;
const LAPSED_BATCH = 100;

const HANDLED_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.expired']);
/** Refund events name a charge (charge.refunded) or a refund (the others); either leads to every refund of the payment. */
const REFUND_EVENTS = new Set(['charge.refunded', 'charge.refund.updated', 'refund.created', 'refund.updated']);
const CHARGE_ID = /^(ch|py)_[A-Za-z0-9_]{1,250}$/;
const REFUND_ID = /^(re|pyr)_[A-Za-z0-9_]{1,250}$/;

const SESSION_STATUSES = ['open', 'complete', 'expired'] as const;
const PAYMENT_STATUSES = ['unpaid', 'paid', 'no_payment_required'] as const;

/** Stripe's open string types narrowed to the values we know; anything new reads as still open/unpaid. */
function sessionStatus(session: Stripe.Checkout.Session): CheckoutStatusResponse['status'] {
  const status = SESSION_STATUSES.find((s) => s === session.status);
  return status ?? 'open';
}
function paymentStatus(session: Stripe.Checkout.Session): CheckoutStatusResponse['payment_status'] {
  return PAYMENT_STATUSES.find((s) => s === session.payment_status) ?? 'unpaid';
}

/** Only a complete or expired session changes an order; an open one has nothing to apply yet. */
function isFinal(session: Stripe.Checkout.Session): boolean {
  return session.status === 'complete' || session.status === 'expired';
}

function outcomeOf(session: Stripe.Checkout.Session): CheckoutOutcome {
  return {
    sessionId: session.id,
    orderId: session.client_reference_id ?? session.metadata?.order_id ?? null,
    status: sessionStatus(session),
    paymentStatus: paymentStatus(session),
    amountTotal: session.amount_total,
    currency: session.currency,
    paymentIntentId: typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
  };
}

/** Signed webhooks and status polls both end here; each applies the provider's word idempotently. */
@Injectable()
export class PaymentEventsService {
  private readonly logger = new Logger(PaymentEventsService.name);

  constructor(
    private readonly db: DataSource,
    private readonly orders: OrdersService,
    private readonly refunds: RefundsService,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
    @Inject(paymentsConfig.KEY) private readonly config: PaymentsConfig,
    private readonly jobs: JobQueue,
    @Inject(retentionConfig.KEY) private readonly retention: RetentionConfig,
  ) {}

  /**
   * Retention, hourly: webhook events processed more than RETENTION_WEBHOOK_EVENT_HOURS ago (past
   * the provider's retries; a later copy still finds its order settled). Answers how many.
   */
  @JobHandler('retention-webhook-events', { cron: '7 * * * *', concurrency: 1 })
  async forgetProcessedEvents(): Promise<number> {
    const [{ n }]: Array<{ n: number }> = await this.db.query(
      `WITH removed AS (
         DELETE FROM processed_webhook_events WHERE processed_at < now() - make_interval(hours => $1) RETURNING 1
       )
       SELECT count(*)::int AS n FROM removed`,
      [this.retention.webhookEventHours],
    );
    return n;
  }

  /**
   * Verifies the signature over the exact bytes received, then asks the provider for the session the
   * event names: the event body is only a hint of which session changed, never the word on what was
   * paid. A final answer is recorded under the event id and applied in one transaction, so a repeat
   * (even a concurrent one) finds the id taken and does nothing.
   */
  async handleWebhook(rawBody: unknown, signature: string | string[] | undefined): Promise<{ received: true }> {
    if (!Buffer.isBuffer(rawBody) || typeof signature !== 'string') throw new InvalidWebhookError();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch {
      throw new InvalidWebhookError();
    }
    if (REFUND_EVENTS.has(event.type)) return this.handleRefundEvent(event);
    if (!HANDLED_EVENTS.has(event.type)) return { received: true };
    const hinted = (event.data.object as { id?: unknown }).id;
    if (typeof hinted !== 'string' || !SESSION_ID.test(hinted)) {
      this.logger.warn(`${event.type} ${event.id} names no checkout session`);
      return { received: true };
    }
    const session = await this.retrieve(hinted, { missing: 'null' });
    if (!session) {
      this.logger.warn(`${event.type} ${event.id}: the provider knows no session ${hinted}`);
      return { received: true };
    }
    if (!isFinal(session)) {
      // Not recorded: the provider's own later event for this session must still count.
      this.logger.warn(`${event.type} ${event.id}: the provider says session ${session.id} is still ${session.status}; nothing applied`);
      return { received: true };
    }
    const outcome = outcomeOf(session);
    await this.db.transaction(async (manager) => {
      const fresh = await manager.query(
        `INSERT INTO processed_webhook_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.type],
      );
      if (fresh.length === 0) return;
      const applied = await this.applyOutcome(manager, outcome);
      this.logger.log(`${event.type} ${event.id} for session ${session.id}: ${applied}`);
    });
    return { received: true };
  }

  /**
   * A refund changed at the provider (ours, or one made in its dashboard): the body only says which
   * charge or refund; the provider is asked for every refund of that payment, and they are applied
   * to the order idempotently, under the event id like the checkout events.
   */
  private async handleRefundEvent(event: Stripe.Event): Promise<{ received: true }> {
    const hinted = (event.data.object as { id?: unknown }).id;
    if (typeof hinted !== 'string' || !(CHARGE_ID.test(hinted) || REFUND_ID.test(hinted))) {
      this.logger.warn(`${event.type} ${event.id} names no charge or refund`);
      return { received: true };
    }
    const payment = await this.providerRefunds(hinted);
    const orderId = payment && (await this.orderOfPayment(payment.paymentIntentId));
    if (!payment || !orderId) {
      this.logger.warn(`${event.type} ${event.id}: ${hinted} belongs to no order of ours`);
      return { received: true };
    }
    await this.db.transaction(async (manager) => {
      const fresh = await manager.query(
        `INSERT INTO processed_webhook_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.type],
      );
      if (fresh.length === 0) return;
      const settled = await this.refunds.applyProviderRefunds(manager, orderId, payment.refunds);
      this.logger.log(`${event.type} ${event.id} for order ${orderId}: ${settled} refund(s) newly succeeded`);
    });
    return { received: true };
  }

  /** The provider's current refunds of the payment a charge or refund belongs to (null: it knows none). */
  private async providerRefunds(id: string): Promise<{ paymentIntentId: string; refunds: ProviderRefund[] } | null> {
    const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : (value?.id ?? null));
    try {
      const chargeId = CHARGE_ID.test(id) ? id : idOf((await this.stripe.refunds.retrieve(id)).charge);
      if (!chargeId) return null;
      const paymentIntentId = idOf((await this.stripe.charges.retrieve(chargeId)).payment_intent);
      if (!paymentIntentId) return null;
      const refunds = await this.stripe.refunds.list({ charge: chargeId, limit: 100 }).autoPagingToArray({ limit: 10_000 });
      return { paymentIntentId, refunds: refunds.map(toProviderRefund) };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      this.logger.error(`Reading the refunds of ${id} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new PaymentProviderUnavailableError();
    }
  }

  /** Our order of a payment: stored with it, or (paid before that was stored) found through its checkout session. */
  private async orderOfPayment(paymentIntentId: string): Promise<string | null> {
    const known = await this.refunds.orderIdForPaymentIntent(paymentIntentId);
    if (known) return known;
    const sessions = await this.stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 }).catch((error: unknown) => {
      this.logger.error(`Finding the session of ${paymentIntentId} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new PaymentProviderUnavailableError();
    });
    const [session] = sessions.data;
    return session ? this.orders.orderIdForSession(session.id) : null;
  }

  /** What the checkout page polls; asks the provider, and applies its answer if a webhook is late. */
  async status(sessionId: string): Promise<CheckoutStatusResponse> {
    const orderId = await this.orders.orderIdForSession(sessionId);
    if (!orderId) throw new CheckoutSessionNotFoundError();
    const session = await this.retrieve(sessionId, { missing: 'throw' });
    if (isFinal(session)) await this.apply(session);
    return {
      payment_status: paymentStatus(session),
      status: sessionStatus(session),
      amount_total: session.amount_total ?? 0,
      order_id: orderId,
    };
  }

  /**
   * Pending orders whose hold has run out (the provider session's expires_at) when no webhook came:
   * the provider expires the session if it is somehow still open, then its final word is applied,
   * so a last-second payment is confirmed rather than its units released.
   */
  async releaseLapsedHolds(): Promise<number> {
    let released = 0;
    for (const hold of await this.orders.lapsedHolds(LAPSED_BATCH)) {
      if (!hold.sessionId) {
        if (await this.orders.releaseLapsedHold(hold.orderId)) released++;
        continue;
      }
      try {
        let session = await this.retrieve(hold.sessionId, { missing: 'null' });
        if (!session) {
          if (await this.orders.releaseLapsedHold(hold.orderId)) released++;
          continue;
        }
        if (session.status === 'open') {
          session = await this.stripe.checkout.sessions
            .expire(session.id)
            .catch(() => this.retrieve(hold.sessionId as string, { missing: 'throw' }));
        }
        if (isFinal(session) && (await this.apply(session)) === 'cancelled') released++;
      } catch (error) {
        // The provider is unreachable: the next sweep tries again.
        this.logger.warn(`Releasing the lapsed hold of order ${hold.orderId} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return released;
  }

  private async apply(session: Stripe.Checkout.Session): Promise<FulfilmentResult> {
    const outcome = outcomeOf(session);
    return this.db.transaction((manager) => this.applyOutcome(manager, outcome));
  }

  /** Applies the outcome in `manager`'s transaction; a payment is announced only once that commits. */
  private async applyOutcome(manager: EntityManager, outcome: CheckoutOutcome): Promise<FulfilmentResult> {
    const result = await this.orders.applyCheckoutOutcome(manager, outcome);
    const orderId = outcome.orderId;
    if (result === 'paid' && orderId)
      await this.jobs.publish(manager, new OrderPaidEvent(orderId));
    return result;
  }

  /** The provider's current view of a session; an unreachable provider is a 502 (webhooks are then retried). */
  private async retrieve(sessionId: string, options: { missing: 'throw' }): Promise<Stripe.Checkout.Session>;
  private async retrieve(sessionId: string, options: { missing: 'null' }): Promise<Stripe.Checkout.Session | null>;
  private async retrieve(sessionId: string, options: { missing: 'throw' | 'null' }): Promise<Stripe.Checkout.Session | null> {
    try {
      return await this.stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if (options.missing === 'null' && error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      this.logger.error(`Retrieving checkout session ${sessionId} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new CheckoutUnavailableError();
    }
  }
}
