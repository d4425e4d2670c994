import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CheckoutWithCreditResponse, ShippingMethodName } from '@phonehub/contracts';
import { formatCents, SHIPPING_METHODS, TAX_RATE, toCents } from '@phonehub/domain';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import type { UserEntity } from '../auth/entities/user.entity';
import { JobQueue } from '../jobs/job-queue.service';
import { appConfig, type AppConfig } from '../config/app.config';
import { CreditService } from '../credit/credit.service';
import { OrderPaidEvent } from '../orders/events/order-paid.event';
import { OrderNotFoundError } from '../orders/orders.errors';
import { OrdersService, PlacedOrder } from '../orders/orders.service';
import { CheckoutSessionDto } from './dto/checkout-session.dto';
import { PayOrderDto } from './dto/pay-order.dto';
import { PaymentEventsService } from './payment-events.service';
import { CHECKOUT_HOLD_MINUTES, CHECKOUT_MAX_HOLD_MINUTES, paymentsConfig, type PaymentsConfig } from './payments.config';
import {
  CheckoutBusyError,
  CheckoutHoldEndedError,
  CheckoutUnavailableError,
  InvalidOriginError,
  OrderNotPayableError,
} from './payments.errors';
import { STRIPE_CLIENT } from './stripe.provider';

/** The provider refuses card charges under 50 cents. */
export const MIN_CARD_CHARGE_CENTS = 50;

/** What a payment session charges for: the order's frozen lines, tax and parcels' shipping. */
interface Charge {
  id: string;
  email: string;
  currency: string;
  totalCents: number;
  taxCents: number;
  shippingMethod: ShippingMethodName;
  lines: PlacedOrder['lines'];
  parcels: PlacedOrder['parcels'];
}

const chargeOf = (order: PlacedOrder, shippingMethod: ShippingMethodName): Charge => ({
  id: order.id,
  email: order.email,
  currency: order.currency,
  totalCents: order.totals.totalCents,
  taxCents: order.totals.taxCents,
  shippingMethod,
  lines: order.lines,
  parcels: order.parcels,
});

@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);
  private readonly origins: Set<string>;

  constructor(
    private readonly db: DataSource,
    private readonly orders: OrdersService,
    private readonly credit: CreditService,
    private readonly payments: PaymentEventsService,
    private readonly jobs: JobQueue,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
    @Inject(paymentsConfig.KEY) private readonly config: PaymentsConfig,
    @Inject(appConfig.KEY) app: AppConfig,
  ) {
    this.origins = new Set([app.publicUrl, ...app.corsOrigins].map((o) => new URL(o).origin));
  }

  /**
   * Prices the cart from the database, stores the pending order with its units reserved, then opens
   * a Checkout Session for exactly those figures. The order id is the idempotency key, so a retried
   * call never opens a second session for the same order.
   *
   * With `apply_credit` a signed-in shopper's store credit is reserved with the order (under the
   * balance's row lock, so two checkouts at once never spend it twice) and the session charges
   * the rest; an order the credit pays wholly is confirmed at once with no session. Credit comes
   * back when the order is cancelled (an abandoned or expired checkout too) or refunded.
   */
  async createSession(
    user: UserEntity | null,
    dto: CheckoutSessionDto,
    clientIp: string | null,
  ): Promise<CheckoutWithCreditResponse> {
    const origin = this.allowedOrigin(dto.origin_url);
    // Whole seconds, as the provider stores them: the hold ends exactly when the session does.
    const expiresAt = Math.floor(Date.now() / 1000) + CHECKOUT_HOLD_MINUTES * 60;
    const order = await this.orders.placePendingOrder({
      userId: user?.id ?? null,
      email: dto.email,
      shippingAddress: {
        name: dto.shipping_address.name,
        address_line_1: dto.shipping_address.address_line_1,
        address_line_2: dto.shipping_address.address_line_2 || null,
        city: dto.shipping_address.city,
        state: dto.shipping_address.state,
        postal_code: dto.shipping_address.postal_code,
        country: dto.shipping_address.country,
        phone: dto.shipping_address.phone || null,
      },
      shippingMethod: dto.shipping_method,
      lines: dto.cart_items.map((item) => ({ productId: item.id, quantity: item.quantity })),
      clientIp,
      holdExpiresAt: new Date(expiresAt * 1000),
      maxHeldUnits: this.config.maxHeldUnits,
    });

    let creditCents = 0;
    if (user && dto.apply_credit) {
      try {
        creditCents = await this.reserveCredit(user.id, order);
      } catch (error) {
        await this.orders.abandon(order.id);
        throw error;
      }
    }
    if (creditCents === order.totals.totalCents) {
      await this.confirmPaidByCredit(order.id);
      return { url: `${origin}/orders/${order.id}`, session_id: null, order_id: order.id, credit_applied_cents: creditCents, paid: true };
    }

    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(this.sessionParams(chargeOf(order, dto.shipping_method), origin, expiresAt, creditCents), {
        idempotencyKey: order.id,
      });
    } catch (error) {
      this.logger.error(`Checkout session for order ${order.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      await this.orders.abandon(order.id);
      throw new CheckoutUnavailableError();
    }
    if (!session.url) {
      await this.orders.abandon(order.id);
      throw new CheckoutUnavailableError();
    }
    await this.orders.attachCheckoutSession(order.id, session.id);
    return { url: session.url, session_id: session.id, order_id: order.id, credit_applied_cents: creditCents, paid: false };
  }

  /**
   * "Pay now" for a pending order whose payment was cancelled or left: a fresh session for the same
   * frozen figures (what the card owes once the reserved credit is taken), while its units are held.
   *
   * The order moves to the new session (compare-and-set on the old one) before the old session is
   * expired, so the old session's expiry names a session the order no longer has and cancels nothing.
   * Should the shopper pay the old session in that moment, the order goes back to it, its payment is
   * applied and the new session is expired: one order, one payment.
   */
  async reopenSession(user: UserEntity | null, orderId: string, dto: PayOrderDto): Promise<CheckoutWithCreditResponse> {
    const origin = this.allowedOrigin(dto.origin_url);
    const order = await this.db.transaction((manager) => this.orders.lock(manager, orderId));
    // The account's order by its owner; a guest's order by the email it was placed with.
    const owner =
      order && ((user !== null && order.userId === user.id) || (order.userId === null && !!dto.email && order.email.toLowerCase() === dto.email));
    if (!order || !owner) throw new OrderNotFoundError();
    if (order.paymentStatus !== 'unpaid') throw new OrderNotPayableError('paid');
    if (order.status !== 'pending') throw new OrderNotPayableError('cancelled');
    const expiresAt = Math.floor(Date.now() / 1000) + CHECKOUT_HOLD_MINUTES * 60;
    const holdLeft = order.holdExpiresAt !== null && order.holdExpiresAt.getTime() > Date.now() && !order.stockReleased;
    const longestHold = order.createdAt.getTime() + CHECKOUT_MAX_HOLD_MINUTES * 60_000;
    if (!holdLeft || !order.stripeSessionId || expiresAt * 1000 > longestHold) throw new CheckoutHoldEndedError();
    const previous = order.stripeSessionId;

    const before = await this.payments.status(previous);
    if (before.payment_status === 'paid') throw new OrderNotPayableError('paid');
    if (before.status !== 'open') throw new CheckoutHoldEndedError();

    const creditCents = await this.credit.spentOn(this.db.manager, order.id);
    const { order: view } = await this.orders.forConfirmation(order.id);
    const charge: Charge = {
      id: order.id,
      email: order.email,
      currency: order.currency,
      totalCents: order.totalCents,
      taxCents: order.taxCents,
      shippingMethod: order.shippingMethod,
      lines: view.items.map((i) => ({ name: i.name, unitPriceCents: toCents(i.price), quantity: i.quantity })),
      parcels: (view.parcels ?? []).map((p) => ({
        sellerId: p.seller?.id ?? null,
        soldBy: p.seller ? p.sold_by : null,
        shippingCents: toCents(p.shipping_cost),
      })),
    };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(this.sessionParams(charge, origin, expiresAt, creditCents));
    } catch (error) {
      this.logger.error(`A fresh checkout session for order ${order.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new CheckoutUnavailableError();
    }
    if (!session.url) {
      await this.expireQuietly(session.id);
      throw new CheckoutUnavailableError();
    }

    const hold = new Date(expiresAt * 1000);
    if (!(await this.orders.moveCheckoutSession(order.id, previous, session.id, hold))) {
      await this.expireQuietly(session.id);
      throw await this.whyNotMoved(order.id, previous);
    }
    const closed = await this.closeSession(previous);
    if (closed !== 'expired') {
      await this.orders.moveCheckoutSession(order.id, session.id, previous, hold);
      await this.expireQuietly(session.id);
      if (closed === 'paid') {
        await this.payments.status(previous);
        throw new OrderNotPayableError('paid');
      }
      throw new CheckoutUnavailableError();
    }
    return { url: session.url, session_id: session.id, order_id: order.id, credit_applied_cents: creditCents, paid: false };
  }

  /** Expires the order's previous session: 'paid' when the shopper paid it first, 'open' when the provider could not be asked. */
  private async closeSession(sessionId: string): Promise<'expired' | 'paid' | 'open'> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
      return 'expired';
    } catch {
      const session = await this.stripe.checkout.sessions.retrieve(sessionId).catch(() => null);
      if (session?.status === 'expired') return 'expired';
      return session?.status === 'complete' ? 'paid' : 'open';
    }
  }

  private async expireQuietly(sessionId: string): Promise<void> {
    await this.stripe.checkout.sessions.expire(sessionId).catch((error: unknown) => {
      this.logger.warn(`Expiring the unused checkout session ${sessionId} failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /** The order left the session it had while a fresh one was being opened: what happened to it. */
  private async whyNotMoved(orderId: string, previous: string): Promise<Error> {
    const order = await this.db.transaction((manager) => this.orders.lock(manager, orderId));
    if (!order) return new OrderNotFoundError();
    if (order.paymentStatus !== 'unpaid') return new OrderNotPayableError('paid');
    if (order.status !== 'pending') return new OrderNotPayableError('cancelled');
    return order.stripeSessionId !== previous ? new CheckoutBusyError() : new CheckoutHoldEndedError();
  }

  /**
   * Takes as much credit as the order needs and the balance holds; the card is never left to pay
   * less than the provider's minimum charge (the credit then stops that much short).
   */
  private reserveCredit(userId: string, order: PlacedOrder): Promise<number> {
    const total = order.totals.totalCents;
    return this.db.transaction(async (manager) => {
      const available = await this.credit.balanceForSpending(manager, userId);
      let take = Math.min(available, total);
      if (total - take > 0 && total - take < MIN_CARD_CHARGE_CENTS) take = Math.max(0, total - MIN_CARD_CHARGE_CENTS);
      return this.credit.spendForOrder(manager, userId, order.id, take);
    });
  }

  /** Paid wholly by credit: confirmed now, like a paid checkout (its confirmation mail follows the commit). */
  private async confirmPaidByCredit(orderId: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      if (await this.orders.confirmPaidByCredit(manager, orderId))
        await this.jobs.publish(manager, new OrderPaidEvent(orderId));
    });
  }


  private sessionParams(order: Charge, origin: string, expiresAt: number, creditCents: number): Stripe.Checkout.SessionCreateParams {
    const money = (name: string, unitAmount: number, quantity: number) => ({
      price_data: { currency: order.currency, unit_amount: unitAmount, product_data: { name } },
      quantity,
    });
    const base = {
      mode: 'payment' as const,
      client_reference_id: order.id,
      customer_email: order.email,
      metadata: { order_id: order.id, credit_cents: String(creditCents) },
      expires_at: expiresAt,
      success_url: `${origin}/checkout?session_id={CHECKOUT_SESSION_ID}`,
      // The way back names the order, so the shopper can pay it again or cancel it.
      cancel_url: `${origin}/checkout?cancelled=1&order=${order.id}`,
    };
    if (creditCents > 0) {
      // A session has no negative lines: one line for what is left once the credit is taken.
      const total = order.totalCents;
      const name = `PhoneHub order: ${formatCents(total)} less ${formatCents(creditCents)} store credit`;
      return { ...base, line_items: [money(name, total - creditCents, 1)] };
    }
    const lineItems = order.lines.map((l) => money(l.name, l.unitPriceCents, l.quantity));
    if (order.taxCents > 0) lineItems.push(money(`Tax (${Math.round(TAX_RATE * 100)}%)`, order.taxCents, 1));
    // One shipping line per charged parcel, so the session's amount is exactly the order's total.
    const method = SHIPPING_METHODS[order.shippingMethod];
    for (const parcel of order.parcels) {
      if (parcel.shippingCents <= 0) continue;
      const name = parcel.sellerId
        ? `Shipping from ${parcel.soldBy || 'marketplace seller'}`
        : `Shipping: ${method.label} (${method.days})`;
      lineItems.push(money(name, parcel.shippingCents, 1));
    }
    return { ...base, line_items: lineItems };
  }

  /** Only the shop's own origins: the payment page must never send a shopper elsewhere. */
  private allowedOrigin(value: string): string {
    let origin: string;
    try {
      const url = new URL(value);
      if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username || url.password)
        throw new InvalidOriginError();
      origin = url.origin;
    } catch {
      throw new InvalidOriginError();
    }
    if (!this.origins.has(origin)) throw new InvalidOriginError();
    return origin;
  }
}
