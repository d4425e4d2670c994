import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PaymentStatus } from '@phonehub/contracts';
import { paymentMachine } from '@phonehub/domain';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { CreditService } from '../../credit/credit.service';
import { JobQueue } from '../../jobs/job-queue.service';
import { isUuid } from '../../common/validation/id-param.pipe';
import { OrderReleaseService } from '../cancellation/order-release.service';
import { OrderEntity } from '../entities/order.entity';
import { OrderPaidEvent } from '../events/order-paid.event';
import { BY_SYSTEM, OrderTransitions } from '../order-transitions.service';
import { PAYMENT_GATEWAY, type GatewayCheckout, type PaymentGateway } from '../payment-gateway.port';
import { OrderErrors } from '../orders.errors';
import { errorText } from '../../common/errors/error-text';

const LAPSED_BATCH = 100;

export type FulfilmentResult = 'paid' | 'cancelled' | 'unchanged' | 'mismatch' | 'unknown-order';

/** What a dispute's move did to its order's payment: what it read before, and whether it moved. */
export interface DisputedPayment {
  from: PaymentStatus;
  moved: boolean;
}

/** Only a complete or expired checkout changes an order; an open one has nothing to apply yet. */
export const isSettled = (checkout: GatewayCheckout): boolean =>
  checkout.status === 'complete' || checkout.status === 'expired';

/**
 * An order's card payment: which checkout it is paid through, and what the provider's word on that
 * checkout does to the order. Webhooks, the checkout page's polls and the hold sweeper all end in
 * `apply`, which is idempotent under the order's row lock.
 */
@Injectable()
export class OrderPaymentsService {
  private readonly logger = new Logger(OrderPaymentsService.name);

  constructor(
    private readonly db: DataSource,
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly release: OrderReleaseService,
    private readonly credit: CreditService,
    private readonly jobs: JobQueue,
    private readonly transitions: OrderTransitions,
  ) {}

  async attachCheckout(orderId: string, checkoutId: string): Promise<void> {
    await this.orders.update({ id: orderId }, { stripeSessionId: checkoutId });
  }

  /**
   * Moves a pending, unpaid order from its checkout `fromId` to `toId`, its hold now ending with that
   * checkout ("Pay now"). A compare-and-set: false when the order moved on meanwhile (paid,
   * cancelled, its hold lapsed, or another checkout took its place).
   */
  async moveCheckout(orderId: string, fromId: string, toId: string, holdExpiresAt: Date): Promise<boolean> {
    const result = await this.orders
      .createQueryBuilder()
      .update(OrderEntity)
      .set({ stripeSessionId: toId, holdExpiresAt })
      .where(
        `id = :orderId AND stripe_session_id = :fromId AND status = 'pending' AND payment_status = 'unpaid'`,
        { orderId, fromId },
      )
      .andWhere('NOT stock_released AND hold_expires_at > now()')
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** The order a checkout was opened for, if any. */
  async orderIdForCheckout(checkoutId: string): Promise<string | null> {
    const order = await this.orders.findOne({ where: { stripeSessionId: checkoutId }, select: { id: true } });
    return order?.id ?? null;
  }

  /** The provider could not open the order's checkout: the order is marked cancelled, its units and credit go back. */
  async checkoutFailed(orderId: string): Promise<void> {
    await this.release.releaseUnpaid(orderId);
  }

  /** The provider's current view of a checkout; an unreachable provider is a 502. */
  async read(checkoutId: string): Promise<GatewayCheckout | null> {
    try {
      return await this.gateway.readCheckout(checkoutId);
    } catch (error) {
      this.logger.error(`Retrieving checkout session ${checkoutId} failed: ${errorText(error)}`);
      throw OrderErrors.checkoutUnavailable();
    }
  }

  /** Applies a settled checkout in its own transaction (see `apply`). */
  async settle(checkout: GatewayCheckout): Promise<FulfilmentResult> {
    return this.db.transaction((manager) => this.apply(manager, checkout));
  }

  /**
   * Applies what the provider says about a checkout, idempotently, in the caller's transaction:
   * under a row lock on the order, a paid checkout confirms it once (when amount and currency match
   * what we charged) and its payment is announced with the commit; an expired one cancels it and
   * releases its units once.
   */
  async apply(manager: EntityManager, checkout: GatewayCheckout): Promise<FulfilmentResult> {
    const order =
      checkout.orderId && isUuid(checkout.orderId)
        ? await this.release.lock(manager, checkout.orderId)
        : null;
    if (!order || (order.stripeSessionId !== null && order.stripeSessionId !== checkout.id)) {
      this.logger.warn(
        `Checkout session ${checkout.id} matches no order (client_reference_id ${checkout.orderId})`,
      );
      return 'unknown-order';
    }
    if (order.stripeSessionId === null)
      await manager.update(OrderEntity, { id: order.id }, { stripeSessionId: checkout.id });

    if (checkout.status === 'complete' && checkout.paymentStatus === 'paid') {
      if (order.paymentStatus !== 'unpaid') {
        if (order.paymentIntentId === null && checkout.paymentId)
          await manager.update(OrderEntity, { id: order.id }, { paymentIntentId: checkout.paymentId });
        return 'unchanged';
      }
      // Store credit reserved with the order pays part of it; the card pays the rest.
      const creditCents = await this.credit.spentOn(manager, order.id);
      if (checkout.amountTotal !== order.totalCents - creditCents || checkout.currency !== order.currency) {
        this.logger.error(
          `ALERT: checkout session ${checkout.id} paid ${checkout.amountTotal} ${checkout.currency} for order ${order.id} of ${order.totalCents} ${order.currency}; not fulfilled`,
        );
        return 'mismatch';
      }
      if (order.status === 'cancelled')
        this.logger.error(
          `ALERT: order ${order.id} was paid after it was cancelled; its units were released`,
        );
      await this.transitions.move(
        manager,
        order,
        { paymentStatus: 'paid', status: order.status === 'pending' ? 'confirmed' : undefined },
        BY_SYSTEM,
        { paidAt: new Date(), paymentIntentId: checkout.paymentId },
      );
      await this.jobs.publish(manager, new OrderPaidEvent(order.id));
      return 'paid';
    }
    if (checkout.status === 'expired' && order.paymentStatus !== 'paid' && order.status === 'pending') {
      await this.release.cancelAndRelease(manager, order, BY_SYSTEM);
      return 'cancelled';
    }
    return 'unchanged';
  }

  /**
   * Moves the order's payment for a dispute on it, in the caller's transaction under the order's row
   * lock: `disputed` when the dispute opens, back to what it was when it is won, `dispute_lost` when
   * it is lost (each through paymentMachine, in the status history). Answers what the payment read
   * before, and whether it moved: staying put (a repeated event) is no move, and neither is a move
   * the machine refuses (e.g. a dispute on a payment refunded meanwhile), which is logged for a
   * person to look at rather than thrown, so the provider's word is still recorded. Null: no order.
   */
  async moveForDispute(
    manager: EntityManager,
    orderId: string,
    to: PaymentStatus,
    reason: string,
  ): Promise<DisputedPayment | null> {
    const order = await this.release.lock(manager, orderId);
    if (!order) return null;
    const from = order.paymentStatus;
    if (from === to) return { from, moved: false };
    if (!paymentMachine.can(from, to)) {
      this.logger.error(`ALERT: order ${orderId}'s payment is ${from}; a dispute cannot make it ${to}`);
      return { from, moved: false };
    }
    await this.transitions.move(manager, order, { paymentStatus: to }, { ...BY_SYSTEM, reason });
    return { from, moved: true };
  }

  /** Asks the provider about a checkout and applies its answer when it is settled (a late webhook's work). */
  async refresh(checkoutId: string): Promise<GatewayCheckout | null> {
    const checkout = await this.read(checkoutId);
    if (checkout && isSettled(checkout)) await this.settle(checkout);
    return checkout;
  }

  /**
   * Pending orders whose hold has run out (the checkout's expiry) when no webhook came: the provider
   * expires the checkout if it is somehow still open, then its final word is applied, so a
   * last-second payment is confirmed rather than its units released. Answers how many were released.
   */
  async releaseLapsedHolds(): Promise<number> {
    let released = 0;
    const lapsed: { id: string; stripe_session_id: string | null }[] = await this.db.query(
      `SELECT id, stripe_session_id FROM orders
        WHERE status = 'pending' AND NOT stock_released AND hold_expires_at <= now()
        ORDER BY hold_expires_at LIMIT $1`,
      [LAPSED_BATCH],
    );
    for (const { id: orderId, stripe_session_id: checkoutId } of lapsed) {
      try {
        let checkout = checkoutId ? await this.read(checkoutId) : null;
        if (!checkout) {
          if (await this.release.releaseUnpaid(orderId)) released++;
          continue;
        }
        if (checkout.status === 'open') {
          const id = checkout.id;
          checkout = await this.gateway.expireCheckout(id).catch(() => this.read(id));
        }
        if (checkout && isSettled(checkout) && (await this.settle(checkout)) === 'cancelled') released++;
      } catch (error) {
        // The provider is unreachable: the next sweep tries again.
        this.logger.warn(`Releasing the lapsed hold of order ${orderId} failed: ${errorText(error)}`);
      }
    }
    return released;
  }
}
