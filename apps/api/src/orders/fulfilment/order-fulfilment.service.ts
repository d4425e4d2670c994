import { Injectable } from '@nestjs/common';
import type { AdminOrder } from '@phonehub/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { auditDiff } from '../../audit/audit-diff';
import { AuditService } from '../../audit/audit.service';
import { isUuid } from '../../common/validation/id-param.pipe';
import { JobQueue } from '../../jobs/job-queue.service';
import { OrderReleaseService } from '../cancellation/order-release.service';
import { UpdateOrderStatusDto } from '../dto/update-order-status.dto';
import { OrderItemEntity } from '../entities/order-item.entity';
import { OrderEntity } from '../entities/order.entity';
import { OrderDeliveredEvent } from '../events/order-delivered.event';
import { orderStatusChanges } from '../order-status-change';
import { OrderTransitions } from '../order-transitions.service';
import { OrdersService } from '../orders.service';
import { OrderErrors } from '../orders.errors';

/** Moving a paid order on: an admin's status changes and every parcel shipped (by PhoneHub or a seller). */
@Injectable()
export class OrderFulfilmentService {
  constructor(
    private readonly db: DataSource,
    private readonly orders: OrdersService,
    private readonly release: OrderReleaseService,
    private readonly audit: AuditService,
    private readonly jobs: JobQueue,
    private readonly transitions: OrderTransitions,
  ) {}

  /** Admin: a legal move of the order machine (checked under the row lock); cancelling gives the units back (once). */
  async updateStatus(
    id: string,
    dto: UpdateOrderStatusDto,
    actorId: string | null = null,
  ): Promise<AdminOrder> {
    if (!isUuid(id)) throw OrderErrors.notFound();
    await this.db.transaction(async (manager) => {
      const order = await this.release.lock(manager, id);
      if (!order) throw OrderErrors.notFound();
      const changes = orderStatusChanges(order, dto);
      if (changes.status === 'shipped') {
        // The admin ships PhoneHub's own lines; the order is shipped once its sellers have shipped theirs too.
        const left = await this.shipLines(
          manager,
          order.id,
          null,
          (changes.trackingNumber ?? order.trackingNumber) as string,
        );
        if (left.shipped === 0 && left.unshipped > 0) throw OrderErrors.sellersStillShipping();
        if (left.unshipped > 0) delete changes.status;
      }
      if (Object.keys(changes).length === 0) return;
      const diff = auditDiff(order, changes);
      const { status, ...columns } = changes;
      const by = { actor: { kind: 'admin' as const, id: actorId } };
      if (status === 'cancelled') {
        await this.release.cancelAndRelease(manager, order, by, columns);
        await this.release.announceCancel(manager, order);
      } else {
        await this.transitions.move(manager, order, { status }, by, columns);
      }
      await this.audit.record(
        { actorId, action: 'order.status', entityType: 'order', entityId: id, ...diff },
        manager,
      );
      if (changes.status === 'delivered' && changes.deliveredAt) {
        const event = new OrderDeliveredEvent(order.id, changes.deliveredAt);
        await this.jobs.publish(manager, event);
      }
    });
    return this.orders.forAdmin(id);
  }

  /**
   * A seller ships its unshipped lines of a paid order in one parcel. The order moves to processing
   * with its first parcel and to shipped (through the order machine) once every line has left.
   */
  async shipForSeller(sellerId: string, orderId: string, trackingNumber: string): Promise<void> {
    if (!isUuid(orderId)) throw OrderErrors.notFound();
    await this.db.transaction(async (manager) => {
      const order = await this.release.lock(manager, orderId);
      if (!order || !(await this.holdsSellerLines(manager, orderId, sellerId))) throw OrderErrors.notFound();
      if (order.status === 'cancelled') throw OrderErrors.cancelled();
      if (!['paid', 'partially_refunded'].includes(order.paymentStatus) || order.status === 'pending')
        throw OrderErrors.notPaid();
      if (order.status !== 'confirmed' && order.status !== 'processing') throw OrderErrors.nothingToShip();
      const left = await this.shipLines(manager, orderId, sellerId, trackingNumber);
      if (left.shipped === 0) throw OrderErrors.nothingToShip();
      const by = { actor: { kind: 'seller' as const, id: sellerId } };
      const also = { trackingNumber: order.trackingNumber ?? trackingNumber };
      if (order.status === 'confirmed')
        await this.transitions.move(manager, order, { status: 'processing' }, by, also);
      if (left.unshipped === 0) await this.transitions.move(manager, order, { status: 'shipped' }, by, also);
      else if (order.trackingNumber !== also.trackingNumber)
        await manager.update(OrderEntity, { id: orderId }, also);
    });
  }

  private async holdsSellerLines(
    manager: EntityManager,
    orderId: string,
    sellerId: string,
  ): Promise<boolean> {
    return (await manager.getRepository(OrderItemEntity).count({ where: { orderId, sellerId } })) > 0;
  }

  /** Marks one seller's (null: PhoneHub's) unshipped lines shipped; how many it shipped and how many lines of the order are still unshipped. */
  private async shipLines(
    manager: EntityManager,
    orderId: string,
    sellerId: string | null,
    trackingNumber: string,
  ): Promise<{ shipped: number; unshipped: number }> {
    // A statement with a CTE answers rows (an UPDATE alone answers its rows and a count).
    const [{ shipped }]: { shipped: number }[] = await manager.query(
      `WITH shipped AS (
         UPDATE order_items SET tracking_number = $3, shipped_at = now()
          WHERE order_id = $1 AND seller_id IS NOT DISTINCT FROM $2::uuid AND shipped_at IS NULL
          RETURNING id
       )
       SELECT count(*)::int AS shipped FROM shipped`,
      [orderId, sellerId, trackingNumber],
    );
    const [{ unshipped }]: { unshipped: number }[] = await manager.query(
      `SELECT count(*)::int AS unshipped FROM order_items WHERE order_id = $1 AND shipped_at IS NULL`,
      [orderId],
    );
    return { shipped, unshipped };
  }
}
