import { Injectable } from '@nestjs/common';
import type { TransitionContext } from '@phonehub/domain';
import { DataSource, EntityManager } from 'typeorm';
import { InventoryService } from '../../catalogue/inventory.service';
import { CreditService } from '../../credit/credit.service';
import { JobQueue } from '../../jobs/job-queue.service';
import { OrderItemEntity } from '../entities/order-item.entity';
import { OrderEntity } from '../entities/order.entity';
import { OrderCancelledEvent } from '../events/order-cancelled.event';
import { BY_SYSTEM, OrderTransitions, type OrderColumns } from '../order-transitions.service';

/**
 * Cancelling an order and giving back what it held (its units, the store credit it reserved): the
 * one place every cancel ends, whoever asked (a shopper, an admin, an expired or failed checkout).
 */
@Injectable()
export class OrderReleaseService {
  constructor(
    private readonly db: DataSource,
    private readonly inventory: InventoryService,
    private readonly credit: CreditService,
    private readonly jobs: JobQueue,
    private readonly transitions: OrderTransitions,
  ) {}

  /** The order under a row lock in `manager`'s transaction (null when there is none). */
  lock(manager: EntityManager, id: string): Promise<OrderEntity | null> {
    return manager.getRepository(OrderEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Cancels the locked order (through the order machine: a move it does not allow is refused) and
   * gives its units back, once.
   */
  async cancelAndRelease(
    manager: EntityManager,
    order: OrderEntity,
    context: TransitionContext,
    also: OrderColumns = {},
  ): Promise<void> {
    // Under the order's row lock, stockReleased makes the release happen once.
    if (!order.stockReleased) {
      const items = await manager.getRepository(OrderItemEntity).find({ where: { orderId: order.id } });
      await this.inventory.release(
        manager,
        items.flatMap((i) => (i.productId ? [{ productId: i.productId, quantity: i.quantity }] : [])),
      );
    }
    const paymentStatus = order.paymentStatus;
    await this.transitions.move(manager, order, { status: 'cancelled' }, context, {
      ...also,
      stockReleased: true,
    });
    // Store credit an unpaid order had reserved goes back with it (once). A paid order's credit goes
    // back through its refunds (RefundsService splits each into card and credit), which a paid order
    // is cancelled after, so it never comes back twice.
    if (paymentStatus === 'unpaid' || paymentStatus === 'failed')
      await this.credit.returnForOrder(manager, order.id);
  }

  /** Tells the shopper's mail (a job of the commit) that their order was cancelled, with what was refunded. */
  async announceCancel(manager: EntityManager, order: OrderEntity): Promise<void> {
    await this.jobs.publish(manager, new OrderCancelledEvent(order.id, order.refundedCents));
  }

  /**
   * A pending, unpaid order that will not be paid (its checkout could not be opened, or its hold ran
   * out with no checkout to ask): cancelled with its units and credit given back, in one
   * transaction. False when it was settled meanwhile.
   */
  async releaseUnpaid(orderId: string): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const order = await this.lock(manager, orderId);
      if (!order || order.status !== 'pending' || order.paymentStatus === 'paid' || order.stockReleased)
        return false;
      await this.cancelAndRelease(manager, order, BY_SYSTEM);
      return true;
    });
  }
}
