import { Injectable } from '@nestjs/common';
import type { OrderStatus, PaymentStatus } from '@phonehub/contracts';
import { orderMachine, paymentMachine, type TransitionContext } from '@phonehub/domain';
import type { EntityManager } from 'typeorm';
import { StatusChanges, SYSTEM } from '../status-history/status-changes.service';
import { OrderEntity } from './entities/order.entity';

/** What the system does on its own: the provider's word, an expired hold, a job. */
export const BY_SYSTEM: TransitionContext = { actor: SYSTEM };

/** Columns that change together with a status (when it was paid, its tracking number, ...). */
export type OrderColumns = Partial<Omit<OrderEntity, 'id' | 'status' | 'paymentStatus'>>;

/**
 * The one way an order's status or payment status changes: each move goes through its machine
 * (orderMachine, paymentMachine), is recorded in the status history with who made it, and is
 * written with the columns that change with it, all in the caller's transaction under the order's
 * row lock. Staying in the same status is no move.
 */
@Injectable()
export class OrderTransitions {
  constructor(private readonly history: StatusChanges) {}

  async move(
    manager: EntityManager,
    order: OrderEntity,
    to: { status?: OrderStatus; paymentStatus?: PaymentStatus },
    context: TransitionContext,
    also: OrderColumns = {},
  ): Promise<void> {
    const changes: Partial<OrderEntity> = { ...also };
    if (to.paymentStatus !== undefined && to.paymentStatus !== order.paymentStatus) {
      await this.history.transition(
        manager,
        paymentMachine,
        'payment',
        order,
        to.paymentStatus,
        context,
        'paymentStatus',
      );
      changes.paymentStatus = to.paymentStatus;
    }
    if (to.status !== undefined && to.status !== order.status) {
      await this.history.transition(manager, orderMachine, 'order', order, to.status, context);
      changes.status = to.status;
    }
    Object.assign(order, also);
    if (Object.keys(changes).length > 0) await manager.update(OrderEntity, { id: order.id }, changes);
  }
}
