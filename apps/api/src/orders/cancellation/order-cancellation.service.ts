import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Order } from '@phonehub/contracts';
import { holdsPayment, type TransitionContext } from '@phonehub/domain';
import { DataSource, Repository } from 'typeorm';
import type { UserEntity } from '../../auth/entities/user.entity';
import { enforceTransition } from '../../common/errors/invalid-transition.error';
import { OrderEntity } from '../entities/order.entity';
import { OrdersService } from '../orders.service';
import { closeCheckout, PAYMENT_GATEWAY, type PaymentGateway } from '../payment-gateway.port';
import { shopperCancelCheck } from '../refunds/refund-rules';
import { RefundsService } from '../refunds/refunds.service';
import { OrderReleaseService } from './order-release.service';
import { OrderErrors } from '../orders.errors';
import { RefundErrors } from '../refunds/refunds.errors';

/** The reason stored on the refund a shopper's cancel makes. */
export const SHOPPER_CANCEL_REASON = 'Cancelled by the shopper';

/**
 * POST /api/orders/{id}/cancel: the owner cancels; a paid order is refunded in full first.
 * POST /api/orders/{id}/cancel/guest: a guest cancels their unpaid order with its email.
 */
@Injectable()
export class OrderCancellationService {
  constructor(
    private readonly db: DataSource,
    @InjectRepository(OrderEntity) private readonly orderRows: Repository<OrderEntity>,
    private readonly orders: OrdersService,
    private readonly refunds: RefundsService,
    private readonly release: OrderReleaseService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async cancelByShopper(user: UserEntity, id: string): Promise<Order> {
    const order = await this.orderRows.findOneBy({ id });
    if (!order || order.userId !== user.id) throw OrderErrors.notFound();
    await this.cancel(order, 'owner', { actor: { kind: 'shopper', id: user.id } });
    return (await this.orders.forConfirmation(id)).order;
  }

  /**
   * A guest's order, proved by the email it was placed with, while it is unpaid: its held units go
   * back on sale. A paid one holds money and is not cancelled on an email alone (409).
   */
  async cancelByGuest(id: string, email: string): Promise<void> {
    const order = await this.orderRows.findOneBy({ id });
    if (!order || order.userId !== null || order.email.toLowerCase() !== email) throw OrderErrors.notFound();
    await this.cancel(order, 'guest', { actor: { kind: 'shopper' } });
  }

  private async cancel(order: OrderEntity, by: 'owner' | 'guest', context: TransitionContext): Promise<void> {
    const id = order.id;
    const refusePaid = (status: string, paymentStatus: string) => {
      if (by === 'guest' && (status === 'confirmed' || (status === 'pending' && paymentStatus !== 'unpaid')))
        throw RefundErrors.guestCancelPaidOrder();
    };
    refusePaid(order.status, order.paymentStatus);
    // The bank holds a disputed payment: the dispute, not a cancel, decides where the money goes.
    if (order.paymentStatus === 'disputed' || order.paymentStatus === 'dispute_lost')
      throw RefundErrors.disputed();
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
      const locked = await this.release.lock(manager, id);
      if (!locked) throw OrderErrors.notFound();
      // The expiry webhook of the session we just expired may have cancelled it first: still our cancel.
      if (locked.status === 'cancelled') {
        if (expiredNow) await this.release.announceCancel(manager, locked);
        return;
      }
      refusePaid(locked.status, locked.paymentStatus);
      enforceTransition(shopperCancelCheck(locked.status));
      // Paid meanwhile (after the session was expired, the provider had already taken the money).
      if (locked.status === 'pending' && locked.paymentStatus !== 'unpaid')
        throw RefundErrors.orderJustPaid();
      await this.release.cancelAndRelease(manager, locked, context);
      await this.release.announceCancel(manager, locked);
    });
  }

  /**
   * Expires the open checkout session (true) or finds it expired already (false). A paid one means the
   * money is on its way to us, so the shopper is asked to try again once the order is confirmed.
   */
  private async closeCheckout(checkoutId: string): Promise<boolean> {
    const closed = await closeCheckout(this.gateway, checkoutId);
    if (closed === 'unknown') throw RefundErrors.cancelUnavailable();
    if (closed === 'paid') throw RefundErrors.orderJustPaid();
    return closed === 'expired-now';
  }
}
