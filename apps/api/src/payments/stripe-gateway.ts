import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import type {
  CheckoutRequest,
  GatewayCheckout,
  GatewayRefund,
  PaymentGateway,
  RefundRequest,
} from '../orders/payment-gateway.port';
import { paymentsConfig, type PaymentsConfig } from './payments.config';

/** A webhook's event once its signature is checked: only a hint of what changed, never the word on it. */
export interface WebhookEvent {
  id: string;
  type: string;
  /** The id of the object the event names (a checkout session, a charge, a refund). */
  objectId: string | null;
}

/** One `stripe` SDK client: real Stripe with real keys, else pointed at the payment sandbox. */
export function createStripeClient(config: PaymentsConfig): Stripe {
  const common = { maxNetworkRetries: 2, timeout: 20_000 };
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

/** The orders' payment gateway on Stripe Checkout (or the local sandbox speaking its API): the one user of the SDK. */
@Injectable()
export class StripeGateway implements PaymentGateway {
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

  /** Checks a webhook's signature over the exact bytes received; throws when it does not hold. */
  webhookEvent(rawBody: Buffer, signature: string): WebhookEvent {
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    const objectId = (event.data.object as { id?: unknown }).id;
    return { id: event.id, type: event.type, objectId: typeof objectId === 'string' ? objectId : null };
  }
}
