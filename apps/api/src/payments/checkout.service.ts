import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CheckoutWithCreditResponse, ShippingMethodName } from '@phonehub/contracts';
import { formatCents, SHIPPING_METHODS, TAX_RATE, toCents } from '@phonehub/domain';
import { DataSource } from 'typeorm';
import type { UserEntity } from '../auth/entities/user.entity';
import { appConfig, type AppConfig } from '../config/app.config';
import { CreditService } from '../credit/credit.service';
import { OrderReleaseService } from '../orders/cancellation/order-release.service';
import { OrdersService } from '../orders/orders.service';
import { OrderPaymentsService } from '../orders/payment/order-payments.service';
import {
  closeCheckout,
  PAYMENT_GATEWAY,
  type CheckoutLine,
  type GatewayCheckout,
  type PaymentGateway,
} from '../orders/payment-gateway.port';
import { OrderPlacementService, type PlacedOrder } from '../orders/placing/order-placement.service';
import { CheckoutSessionDto } from './dto/checkout-session.dto';
import { PayOrderDto } from './dto/pay-order.dto';
import {
  CHECKOUT_HOLD_MINUTES,
  CHECKOUT_MAX_HOLD_MINUTES,
  paymentsConfig,
  type PaymentsConfig,
} from './payments.config';
import { OrderErrors } from '../orders/orders.errors';
import { PaymentErrors } from './payments.errors';
import { errorText } from '../common/errors/error-text';

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

/** The answer once the provider's checkout page is open for the order (nothing paid yet). */
const checkoutOpened = (
  orderId: string,
  checkout: GatewayCheckout,
  creditCents: number,
): CheckoutWithCreditResponse => ({
  url: checkout.url as string,
  session_id: checkout.id,
  order_id: orderId,
  credit_applied_cents: creditCents,
  paid: false,
});

/** A hold of CHECKOUT_HOLD_MINUTES from now, in whole seconds as the provider stores them. */
const holdFromNow = () => new Date((Math.floor(Date.now() / 1000) + CHECKOUT_HOLD_MINUTES * 60) * 1000);

@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);
  private readonly origins: Set<string>;

  constructor(
    private readonly db: DataSource,
    private readonly placement: OrderPlacementService,
    private readonly payments: OrderPaymentsService,
    private readonly release: OrderReleaseService,
    private readonly orders: OrdersService,
    private readonly credit: CreditService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(paymentsConfig.KEY) private readonly config: PaymentsConfig,
    @Inject(appConfig.KEY) app: AppConfig,
  ) {
    this.origins = new Set([app.publicUrl, ...app.corsOrigins].map((o) => new URL(o).origin));
  }

  /**
   * Places the order (priced from the database, its units and, with `apply_credit`, the shopper's
   * store credit reserved: one transaction), then opens a checkout for exactly those figures. The
   * order id is the idempotency key, so a retried call never opens a second checkout for the same
   * order. An order the credit pays wholly is confirmed at once with no checkout. When the provider
   * cannot open one, the order is marked cancelled and what it held goes back.
   */
  async createSession(
    user: UserEntity | null,
    dto: CheckoutSessionDto,
    clientIp: string | null,
  ): Promise<CheckoutWithCreditResponse> {
    const origin = this.allowedOrigin(dto.origin_url);
    const holdExpiresAt = holdFromNow();
    const order = await this.placement.place({
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
      holdExpiresAt,
      maxHeldUnits: this.config.maxHeldUnits,
      applyCredit: Boolean(user && dto.apply_credit),
    });
    const creditCents = order.creditCents;
    if (order.paid)
      return {
        url: `${origin}/orders/${order.id}`,
        session_id: null,
        order_id: order.id,
        credit_applied_cents: creditCents,
        paid: true,
      };

    const checkout = await this.open(
      chargeOf(order, dto.shipping_method),
      origin,
      holdExpiresAt,
      creditCents,
      order.id,
    ).catch(async (error: unknown) => {
      await this.payments.checkoutFailed(order.id);
      throw error;
    });
    await this.payments.attachCheckout(order.id, checkout.id);
    return checkoutOpened(order.id, checkout, creditCents);
  }

  /**
   * "Pay now" for a pending order whose payment was cancelled or left: a fresh session for the same
   * frozen figures (what the card owes once the reserved credit is taken), while its units are held
   * and every line may still be sold (not delisted, its seller not suspended).
   *
   * The order moves to the new session (compare-and-set on the old one) before the old session is
   * expired, so the old session's expiry names a session the order no longer has and cancels nothing.
   * Should the shopper pay the old session in that moment, the order goes back to it, its payment is
   * applied and the new session is expired: one order, one payment.
   */
  async reopenSession(
    user: UserEntity | null,
    orderId: string,
    dto: PayOrderDto,
  ): Promise<CheckoutWithCreditResponse> {
    const origin = this.allowedOrigin(dto.origin_url);
    const order = await this.db.transaction((manager) => this.release.lock(manager, orderId));
    // The account's order by its owner; a guest's order by the email it was placed with.
    const owner =
      order &&
      ((user !== null && order.userId === user.id) ||
        (order.userId === null && !!dto.email && order.email.toLowerCase() === dto.email));
    if (!order || !owner) throw OrderErrors.notFound();
    if (order.paymentStatus !== 'unpaid') throw PaymentErrors.orderNotPayable('paid');
    if (order.status !== 'pending') throw PaymentErrors.orderNotPayable('cancelled');
    const hold = holdFromNow();
    const holdLeft =
      order.holdExpiresAt !== null && order.holdExpiresAt.getTime() > Date.now() && !order.stockReleased;
    const longestHold = order.createdAt.getTime() + CHECKOUT_MAX_HOLD_MINUTES * 60_000;
    if (!holdLeft || !order.stripeSessionId || hold.getTime() > longestHold)
      throw PaymentErrors.checkoutHoldEnded();
    // Sold as a new checkout would be: no session for a line delisted or of a seller suspended since.
    const unsold = await this.placement.unsoldLine(order.id);
    if (unsold) throw PaymentErrors.lineNoLongerSold(unsold);
    const previous = order.stripeSessionId;

    const before = await this.payments.refresh(previous);
    if (!before) throw OrderErrors.checkoutUnavailable();
    if (before.paymentStatus === 'paid') throw PaymentErrors.orderNotPayable('paid');
    if (before.status !== 'open') throw PaymentErrors.checkoutHoldEnded();

    const creditCents = await this.credit.spentOn(this.db.manager, order.id);
    const { order: view } = await this.orders.forConfirmation(order.id);
    const charge: Charge = {
      id: order.id,
      email: order.email,
      currency: order.currency,
      totalCents: order.totalCents,
      taxCents: order.taxCents,
      shippingMethod: order.shippingMethod,
      lines: view.items.map((i) => ({
        name: i.name,
        unitPriceCents: toCents(i.price),
        quantity: i.quantity,
      })),
      parcels: (view.parcels ?? []).map((p) => ({
        sellerId: p.seller?.id ?? null,
        soldBy: p.seller ? p.sold_by : null,
        shippingCents: toCents(p.shipping_cost),
      })),
    };
    const checkout = await this.open(charge, origin, hold, creditCents);

    if (!(await this.payments.moveCheckout(order.id, previous, checkout.id, hold))) {
      await this.expireQuietly(checkout.id);
      throw await this.whyNotMoved(order.id, previous);
    }
    const closed = await closeCheckout(this.gateway, previous);
    if (closed !== 'expired-now' && closed !== 'expired') {
      await this.payments.moveCheckout(order.id, checkout.id, previous, hold);
      await this.expireQuietly(checkout.id);
      if (closed === 'paid') {
        await this.payments.refresh(previous);
        throw PaymentErrors.orderNotPayable('paid');
      }
      throw OrderErrors.checkoutUnavailable();
    }
    return checkoutOpened(order.id, checkout, creditCents);
  }

  /** Opens a checkout for the charge; the provider failing (or answering no payment page) is a 502. */
  private async open(
    charge: Charge,
    origin: string,
    expiresAt: Date,
    creditCents: number,
    idempotencyKey?: string,
  ): Promise<GatewayCheckout> {
    let checkout: GatewayCheckout;
    try {
      checkout = await this.gateway.openCheckout({
        orderId: charge.id,
        email: charge.email,
        currency: charge.currency,
        lines: this.lines(charge, creditCents),
        expiresAt,
        successUrl: `${origin}/checkout?session_id={CHECKOUT_SESSION_ID}`,
        // The way back names the order, so the shopper can pay it again or cancel it.
        cancelUrl: `${origin}/checkout?cancelled=1&order=${charge.id}`,
        metadata: { credit_cents: String(creditCents) },
        idempotencyKey,
      });
    } catch (error) {
      this.logger.error(`Checkout session for order ${charge.id} failed: ${errorText(error)}`);
      throw OrderErrors.checkoutUnavailable();
    }
    if (!checkout.url) {
      await this.expireQuietly(checkout.id);
      throw OrderErrors.checkoutUnavailable();
    }
    return checkout;
  }

  private async expireQuietly(checkoutId: string): Promise<void> {
    await this.gateway.expireCheckout(checkoutId).catch((error: unknown) => {
      this.logger.warn(`Expiring the unused checkout session ${checkoutId} failed: ${errorText(error)}`);
    });
  }

  /** The order left the session it had while a fresh one was being opened: what happened to it. */
  private async whyNotMoved(orderId: string, previous: string): Promise<Error> {
    const order = await this.db.transaction((manager) => this.release.lock(manager, orderId));
    if (!order) return OrderErrors.notFound();
    if (order.paymentStatus !== 'unpaid') return PaymentErrors.orderNotPayable('paid');
    if (order.status !== 'pending') return PaymentErrors.orderNotPayable('cancelled');
    return order.stripeSessionId !== previous
      ? PaymentErrors.checkoutBusy()
      : PaymentErrors.checkoutHoldEnded();
  }

  /** The payment page's lines: the order's own (with tax and each charged parcel), or one net of credit. */
  private lines(order: Charge, creditCents: number): CheckoutLine[] {
    const line = (name: string, unitAmountCents: number, quantity = 1): CheckoutLine => ({
      name,
      unitAmountCents,
      quantity,
    });
    if (creditCents > 0) {
      // A checkout has no negative lines: one line for what is left once the credit is taken.
      const total = order.totalCents;
      return [
        line(
          `PhoneHub order: ${formatCents(total)} less ${formatCents(creditCents)} store credit`,
          total - creditCents,
        ),
      ];
    }
    const lines = order.lines.map((l) => line(l.name, l.unitPriceCents, l.quantity));
    if (order.taxCents > 0) lines.push(line(`Tax (${Math.round(TAX_RATE * 100)}%)`, order.taxCents));
    // One shipping line per charged parcel, so the checkout's amount is exactly the order's total.
    const method = SHIPPING_METHODS[order.shippingMethod];
    for (const parcel of order.parcels) {
      if (parcel.shippingCents <= 0) continue;
      const name = parcel.sellerId
        ? `Shipping from ${parcel.soldBy || 'marketplace seller'}`
        : `Shipping: ${method.label} (${method.days})`;
      lines.push(line(name, parcel.shippingCents));
    }
    return lines;
  }

  /** Only the shop's own origins: the payment page must never send a shopper elsewhere. */
  private allowedOrigin(value: string): string {
    let origin: string;
    try {
      const url = new URL(value);
      if (
        (url.pathname !== '/' && url.pathname !== '') ||
        url.search ||
        url.hash ||
        url.username ||
        url.password
      )
        throw PaymentErrors.invalidOrigin();
      origin = url.origin;
    } catch {
      throw PaymentErrors.invalidOrigin();
    }
    if (!this.origins.has(origin)) throw PaymentErrors.invalidOrigin();
    return origin;
  }
}
