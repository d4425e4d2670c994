import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Order } from '@phonehub/contracts';
import { holdsPayment } from '@phonehub/domain';
import Stripe from 'stripe';
import { DataSource, Repository } from 'typeorm';
import type { UserEntity } from '../../auth/entities/user.entity';
import { enforceTransition } from '../../common/errors/invalid-transition.error';
import { STRIPE_CLIENT } from '../../payments/stripe.provider';
import { OrderEntity } from '../entities/order.entity';
import { OrderNotFoundError } from '../orders.errors';
import { OrdersService } from '../orders.service';
import { shopperCancelCheck } from './refund-rules';
import { RefundsService } from './refunds.service';
import { CancelUnavailableError, GuestCancelPaidOrderError, OrderJustPaidError } from './refunds.errors';

/** The reason stored on the refund a shopper's cancel makes. */
export const SHOPPER_CANCEL_REASON = 'Cancelled by the shopper';

/**
 * POST /api/orders/{id}/cancel: the owner cancels; a paid order is refunded in full first.
 * POST /api/orders/{id}/cancel/guest: a guest cancels their unpaid order with its email.
 */
@Injectable()
export class OrderCancellationService {
  private readonly logger = new Logger(OrderCancellationService.name);

  constructor(
    private readonly db: DataSource,
    @InjectRepository(OrderEntity) private readonly orderRows: Repository<OrderEntity>,
    private readonly orders: OrdersService,
    private readonly refunds: RefundsService,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
  ) {}

  async cancelByShopper(user: UserEntity, id: string): Promise<Order> {
    const order = await this.orderRows.findOneBy({ id });
    if (!order || order.userId !== user.id) throw new OrderNotFoundError();
    await this.cancel(order, 'owner');
    return (await this.orders.forConfirmation(id)).order;
  }

  /**
   * A guest's order, proved by the email it was placed with, while it is unpaid: its held units go
   * back on sale. A paid one holds money and is not cancelled on an email alone (409).
   */
  async cancelByGuest(id: string, email: string): Promise<void> {
    const order = await this.orderRows.findOneBy({ id });
    if (!order || order.userId !== null || order.email.toLowerCase() !== email) throw new OrderNotFoundError();
    await this.cancel(order, 'guest');
  }

  private async cancel(order: OrderEntity, by: 'owner' | 'guest'): Promise<void> {
    const id = order.id;
    const refusePaid = (status: string, paymentStatus: string) => {
      if (by === 'guest' && (status === 'confirmed' || (status === 'pending' && paymentStatus !== 'unpaid')))
        throw new GuestCancelPaidOrderError();
    };
    refusePaid(order.status, order.paymentStatus);
    enforceTransition(shopperCancelCheck(order.status));

    // Unpaid: the checkout can no longer be paid once its session is expired.
    const expiredNow =
      order.status === 'pending' && order.stripeSessionId
        ? await this.closeCheckout(order.stripeSessionId)
        : false;
    // Paid: everything left goes back before the order is cancelled (a refund failure stops here, 502).
    if (order.status === 'confirmed' && holdsPayment(order.paymentStatus))
      await this.refunds.refund(id, { reason: SHOPPER_CANCEL_REASON });

    await this.db.transaction(async (manager) => {
      const locked = await this.orders.lock(manager, id);
      if (!locked) throw new OrderNotFoundError();
      // The expiry webhook of the session we just expired may have cancelled it first: still our cancel.
      if (locked.status === 'cancelled') {
        if (expiredNow) await this.orders.announceCancel(manager, locked);
        return;
      }
      refusePaid(locked.status, locked.paymentStatus);
      enforceTransition(shopperCancelCheck(locked.status));
      // Paid meanwhile (after the session was expired, the provider had already taken the money).
      if (locked.status === 'pending' && locked.paymentStatus !== 'unpaid') throw new OrderJustPaidError();
      await this.orders.cancelAndRelease(manager, locked);
      await this.orders.announceCancel(manager, locked);
    });
  }

  /**
   * Expires the open checkout session (true) or finds it expired already (false). A paid one means the
   * money is on its way to us, so the shopper is asked to try again once the order is confirmed.
   */
  private async closeCheckout(sessionId: string): Promise<boolean> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
      return true;
    } catch (error) {
      this.logger.warn(
        `Expiring checkout session ${sessionId} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const session = await this.stripe.checkout.sessions.retrieve(sessionId).catch(() => null);
    if (!session || session.status === 'open') throw new CancelUnavailableError();
    if (session.payment_status === 'paid') throw new OrderJustPaidError();
    return false;
  }
}
