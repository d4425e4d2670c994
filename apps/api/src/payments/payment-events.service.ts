import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CheckoutStatusResponse } from '@phonehub/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { retentionConfig, type RetentionConfig } from '../config/retention.config';
import { JobHandler } from '../jobs/job-handler.decorator';
import { OrderPaymentsService, isSettled } from '../orders/payment/order-payments.service';
import { PAYMENT_GATEWAY, type GatewayRefund, type PaymentGateway } from '../orders/payment-gateway.port';
import { RefundsService } from '../orders/refunds/refunds.service';
import { StripeGateway, type WebhookEvent } from './stripe-gateway';
import { recordWebhook } from '../observability/app-metrics';
import { OrderErrors } from '../orders/orders.errors';
import { PaymentErrors } from './payments.errors';
import { errorText } from '../common/errors/error-text';
import { JobQueue } from '../jobs/job-queue.service';
import { ProviderAccountChangedEvent } from '../payouts/events/provider-account-changed.event';
import { ProviderDisputeChangedEvent } from '../disputes/events/provider-dispute-changed.event';

/** A Checkout Session id as the provider issues them (cs_test_…, cs_live_…). */
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
]);
/** Refund events name a charge (charge.refunded) or a refund (the others); either leads to every refund of the payment. */
const REFUND_EVENTS = new Set([
  'charge.refunded',
  'charge.refund.updated',
  'refund.created',
  'refund.updated',
]);
const CHARGE_OR_REFUND_ID = /^(ch|py|re|pyr)_[A-Za-z0-9_]{1,250}$/;
/** Connected accounts' and disputes' events: each becomes a job that re-reads the object it names. */
const DISPUTE_EVENTS = new Set([
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.funds_reinstated',
]);
const ACCOUNT_ID = /^acct_[A-Za-z0-9_]{1,250}$/;
const DISPUTE_ID = /^(dp|du)_[A-Za-z0-9_]{1,250}$/;

/** Signed webhooks and status polls both end here; each applies the provider's word idempotently. */
@Injectable()
export class PaymentEventsService {
  private readonly logger = new Logger(PaymentEventsService.name);

  constructor(
    private readonly db: DataSource,
    private readonly payments: OrderPaymentsService,
    private readonly refunds: RefundsService,
    private readonly stripe: StripeGateway,
    private readonly jobs: JobQueue,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
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
  async handleWebhook(
    rawBody: unknown,
    signature: string | string[] | undefined,
  ): Promise<{ received: true }> {
    if (!Buffer.isBuffer(rawBody) || typeof signature !== 'string') throw PaymentErrors.invalidWebhook();
    let event: WebhookEvent;
    try {
      event = this.stripe.webhookEvent(rawBody, signature);
    } catch {
      throw PaymentErrors.invalidWebhook();
    }
    // Counted, with the lag from the event's creation at the provider (observability/app-metrics.ts).
    return recordWebhook('payments', event.createdAt, () => this.handleEvent(event));
  }

  private async handleEvent(event: WebhookEvent): Promise<{ received: true }> {
    if (REFUND_EVENTS.has(event.type)) return this.handleRefundEvent(event);
    if (event.type === 'account.updated') {
      const accountId = event.account ?? event.objectId;
      if (accountId && ACCOUNT_ID.test(accountId))
        await this.queueOnce(event, new ProviderAccountChangedEvent(accountId));
      return { received: true };
    }
    if (DISPUTE_EVENTS.has(event.type)) {
      if (event.objectId && DISPUTE_ID.test(event.objectId))
        await this.queueOnce(event, new ProviderDisputeChangedEvent(event.objectId));
      return { received: true };
    }
    if (!HANDLED_EVENTS.has(event.type)) return { received: true };
    const hinted = event.objectId;
    if (!hinted || !SESSION_ID.test(hinted)) {
      this.logger.warn(`${event.type} ${event.id} names no checkout session`);
      return { received: true };
    }
    const checkout = await this.payments.read(hinted);
    if (!checkout) {
      this.logger.warn(`${event.type} ${event.id}: the provider knows no session ${hinted}`);
      return { received: true };
    }
    if (!isSettled(checkout)) {
      // Not recorded: the provider's own later event for this session must still count.
      this.logger.warn(
        `${event.type} ${event.id}: the provider says session ${checkout.id} is still ${checkout.status}; nothing applied`,
      );
      return { received: true };
    }
    await this.db.transaction(async (manager) => {
      if (!(await this.firstTime(manager, event))) return;
      const applied = await this.payments.apply(manager, checkout);
      this.logger.log(`${event.type} ${event.id} for session ${checkout.id}: ${applied}`);
    });
    return { received: true };
  }

  /**
   * A refund changed at the provider (ours, or one made in its dashboard): the body only says which
   * charge or refund; the provider is asked for every refund of that payment, and they are applied
   * to the order idempotently, under the event id like the checkout events.
   */
  private async handleRefundEvent(event: {
    id: string;
    type: string;
    objectId: string | null;
  }): Promise<{ received: true }> {
    const hinted = event.objectId;
    if (!hinted || !CHARGE_OR_REFUND_ID.test(hinted)) {
      this.logger.warn(`${event.type} ${event.id} names no charge or refund`);
      return { received: true };
    }
    const payment = await this.providerRefunds(hinted);
    const orderId = payment && (await this.orderOfPayment(payment.paymentId));
    if (!payment || !orderId) {
      this.logger.warn(`${event.type} ${event.id}: ${hinted} belongs to no order of ours`);
      return { received: true };
    }
    await this.db.transaction(async (manager) => {
      if (!(await this.firstTime(manager, event))) return;
      const settled = await this.refunds.applyProviderRefunds(manager, orderId, payment.refunds);
      this.logger.log(`${event.type} ${event.id} for order ${orderId}: ${settled} refund(s) newly succeeded`);
    });
    return { received: true };
  }

  /**
   * Records the event id and publishes the job that handles it, in one transaction: a repeat of the
   * event finds its id taken and queues nothing; the job re-reads the object from the provider.
   */
  private async queueOnce(event: { id: string; type: string }, job: object): Promise<void> {
    await this.db.transaction(async (manager) => {
      if (await this.firstTime(manager, event)) await this.jobs.publish(manager, job);
    });
  }

  /** Records the event id in `manager`'s transaction: false when it was handled before. */
  private async firstTime(manager: EntityManager, event: { id: string; type: string }): Promise<boolean> {
    const fresh = await manager.query(
      `INSERT INTO processed_webhook_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [event.id, event.type],
    );
    return fresh.length > 0;
  }

  /** The provider's current refunds of the payment a charge or refund belongs to (null: it knows none). */
  private async providerRefunds(id: string): Promise<{ paymentId: string; refunds: GatewayRefund[] } | null> {
    try {
      return await this.gateway.refundsOfPayment(id);
    } catch (error) {
      this.logger.error(`Reading the refunds of ${id} failed: ${errorText(error)}`);
      throw PaymentErrors.providerUnavailable();
    }
  }

  /** Our order of a payment: stored with it, or (paid before that was stored) found through its checkout session. */
  private async orderOfPayment(paymentId: string): Promise<string | null> {
    const known = await this.refunds.orderIdForPaymentIntent(paymentId);
    if (known) return known;
    const checkoutId = await this.gateway.checkoutOfPayment(paymentId).catch((error: unknown) => {
      this.logger.error(`Finding the session of ${paymentId} failed: ${errorText(error)}`);
      throw PaymentErrors.providerUnavailable();
    });
    return checkoutId ? this.payments.orderIdForCheckout(checkoutId) : null;
  }

  /** What the checkout page polls; asks the provider, and applies its answer if a webhook is late. */
  async status(sessionId: string): Promise<CheckoutStatusResponse> {
    const orderId = await this.payments.orderIdForCheckout(sessionId);
    if (!orderId) throw PaymentErrors.checkoutSessionNotFound();
    const checkout = await this.payments.refresh(sessionId);
    if (!checkout) throw OrderErrors.checkoutUnavailable();
    return {
      payment_status: checkout.paymentStatus,
      status: checkout.status,
      amount_total: checkout.amountTotal ?? 0,
      order_id: orderId,
    };
  }
}
