import { EventEmitter2 } from '@nestjs/event-emitter';
import { OrderPaidEvent } from '../orders/events/order-paid.event';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CheckoutStatusResponse } from '@phonehub/contracts';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { CheckoutOutcome, OrdersService } from '../orders/orders.service';
import { paymentsConfig, type PaymentsConfig } from './payments.config';
import { CheckoutSessionNotFoundError, CheckoutUnavailableError, InvalidWebhookError } from './payments.errors';
import { STRIPE_CLIENT } from './stripe.provider';

const HANDLED_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.expired']);

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

function outcomeOf(session: Stripe.Checkout.Session): CheckoutOutcome {
  return {
    sessionId: session.id,
    orderId: session.client_reference_id ?? session.metadata?.order_id ?? null,
    status: sessionStatus(session),
    paymentStatus: paymentStatus(session),
    amountTotal: session.amount_total,
    currency: session.currency,
  };
}

/** Signed webhooks and status polls both end here; each applies the provider's word idempotently. */
@Injectable()
export class PaymentEventsService {
  private readonly logger = new Logger(PaymentEventsService.name);

  constructor(
    private readonly db: DataSource,
    private readonly orders: OrdersService,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
    @Inject(paymentsConfig.KEY) private readonly config: PaymentsConfig,
    private readonly events: EventEmitter2,
  ) {}

  /**
   * Verifies the signature over the exact bytes received, then records the event id and applies it
   * in one transaction: a repeat (even a concurrent one) finds the id taken and does nothing.
   */
  async handleWebhook(rawBody: unknown, signature: string | string[] | undefined): Promise<{ received: true }> {
    if (!Buffer.isBuffer(rawBody) || typeof signature !== 'string') throw new InvalidWebhookError();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch {
      throw new InvalidWebhookError();
    }
    if (!HANDLED_EVENTS.has(event.type)) return { received: true };
    const session = event.data.object as Stripe.Checkout.Session;
    const outcome = outcomeOf(session);
    const result = await this.db.transaction(async (manager) => {
      const fresh = await manager.query(
        `INSERT INTO processed_webhook_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.type],
      );
      if (fresh.length === 0) return 'repeat';
      const applied = await this.orders.applyCheckoutOutcome(manager, outcome);
      this.logger.log(`${event.type} ${event.id} for session ${session.id}: ${applied}`);
      return applied;
    });
    if (result === 'paid' && outcome.orderId) this.events.emit(OrderPaidEvent.eventName, new OrderPaidEvent(outcome.orderId));
    return { received: true };
  }

  /** What the checkout page polls; asks the provider, and applies its answer if a webhook is late. */
  async status(sessionId: string): Promise<CheckoutStatusResponse> {
    const [known] = await this.db.query(`SELECT id FROM orders WHERE stripe_session_id = $1`, [sessionId]);
    if (!known) throw new CheckoutSessionNotFoundError();
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      this.logger.error(`Retrieving checkout session ${sessionId} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new CheckoutUnavailableError();
    }
    if (session.status === 'complete' || session.status === 'expired') {
      const result = await this.db.transaction((manager) => this.orders.applyCheckoutOutcome(manager, outcomeOf(session)));
      if (result === 'paid') this.events.emit(OrderPaidEvent.eventName, new OrderPaidEvent(known.id));
    }
    return {
      payment_status: paymentStatus(session),
      status: sessionStatus(session),
      amount_total: session.amount_total ?? 0,
      order_id: known.id,
    };
  }
}
