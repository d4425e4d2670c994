import { Injectable, Logger } from '@nestjs/common';
import type { AdminOrder, ParcelStatus } from '@phonehub/contracts';
import type { TransitionContext } from '@phonehub/domain';
import { DataSource, EntityManager } from 'typeorm';
import { auditDiff } from '../../audit/audit-diff';
import { AuditService } from '../../audit/audit.service';
import { isUuid } from '../../common/validation/id-param.pipe';
import { JobQueue } from '../../jobs/job-queue.service';
import { OrderReleaseService } from '../cancellation/order-release.service';
import { UpdateOrderStatusDto } from '../dto/update-order-status.dto';
import { ShippingService } from '../../shipping/shipping.service';
import { OrderItemEntity } from '../entities/order-item.entity';
import { OrderParcelEntity } from '../entities/order-parcel.entity';
import { OrderEntity } from '../entities/order.entity';
import { OrderDeliveredEvent } from '../events/order-delivered.event';
import { OrderParcelMovedEvent, type ParcelNews } from '../events/order-parcel-moved.event';
import { orderStatusChanges } from '../order-status-change';
import { BY_SYSTEM, OrderTransitions } from '../order-transitions.service';
import { OrdersService } from '../orders.service';
import { OrderErrors } from '../orders.errors';

/** What a carrier scan tells the shopper: the first scan that the parcel left, then out for delivery and delivered. */
function newsOf(from: ParcelStatus, to: ParcelStatus): ParcelNews | null {
  if (to === 'out_for_delivery' || to === 'delivered') return to;
  return to === 'in_transit' && from === 'label_created' ? 'shipped' : null;
}

/** The scans that mean the parcel is with the carrier (and so its lines have left). */
const MOVING: readonly ParcelStatus[] = ['in_transit', 'out_for_delivery', 'delivered'];

/**
 * Moving a paid order on: an admin's status changes, every parcel shipped (by PhoneHub or a seller,
 * by hand or by the carrier's first scan of its label) and the delivery of an order whose labelled
 * parcels all arrived.
 */
@Injectable()
export class OrderFulfilmentService {
  private readonly logger = new Logger(OrderFulfilmentService.name);

  constructor(
    private readonly db: DataSource,
    private readonly orders: OrdersService,
    private readonly release: OrderReleaseService,
    private readonly audit: AuditService,
    private readonly jobs: JobQueue,
    private readonly transitions: OrderTransitions,
    private readonly shipping: ShippingService,
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
      if (changes.status === 'delivered' && changes.deliveredAt)
        await this.announceDelivered(manager, order.id, changes.deliveredAt);
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
      const shipped = await this.shipParcel(manager, order, sellerId, trackingNumber, {
        actor: { kind: 'seller', id: sellerId },
      });
      if (shipped === 0) throw OrderErrors.nothingToShip();
    });
  }

  /**
   * The carrier moved an order parcel's label (ParcelStatusChangedEvent): its first scan ships the
   * parcel's lines with the label's tracking number, as a seller's (or the admin's) shipping does;
   * once every parcel of the shipped order was delivered by the carrier, the order is delivered as
   * the admin's 'delivered' does it (the return window and the sellers' hold start). A parcel sent
   * with a typed tracking number has no label, so such an order waits for the admin. Idempotent:
   * a second run ships nothing and finds the order delivered; the shopper is mailed once per news.
   */
  async followParcel(orderParcelId: string, from: ParcelStatus, to: ParcelStatus): Promise<void> {
    const parcel = await this.db.getRepository(OrderParcelEntity).findOneBy({ id: orderParcelId });
    const label = parcel && (await this.shipping.tracking('order_parcel', [parcel.id])).get(parcel.id);
    if (!parcel || !label) return;
    await this.db.transaction(async (manager) => {
      const order = await this.release.lock(manager, parcel.orderId);
      if (!order) return;
      if (order.status === 'cancelled') {
        this.logger.warn(`Order ${order.id} was cancelled; its parcel ${label.tracking_code} moved to ${to}`);
        return;
      }
      if (MOVING.includes(to))
        await this.shipParcel(manager, order, parcel.sellerId, label.tracking_code, BY_SYSTEM);
      if (to === 'delivered') await this.deliverWhenAllArrived(manager, order);
      const news = newsOf(from, to);
      if (news)
        await this.jobs.publish(
          manager,
          new OrderParcelMovedEvent(order.id, parcel.id, label.tracking_code, news),
        );
    });
  }

  /** The shipped order is delivered when the carrier delivered every one of its parcels (at the last delivery's time). */
  private async deliverWhenAllArrived(manager: EntityManager, order: OrderEntity): Promise<void> {
    if (order.status !== 'shipped') return;
    const parcels = await manager.getRepository(OrderParcelEntity).findBy({ orderId: order.id });
    const labels = await this.shipping.tracking(
      'order_parcel',
      parcels.map((p) => p.id),
    );
    const arrivals = parcels.map((p) => {
      const label = labels.get(p.id);
      if (label?.status !== 'delivered') return null;
      const scan = label.events.find((e) => e.status === 'delivered');
      return scan ? new Date(scan.at) : new Date();
    });
    if (arrivals.length === 0 || arrivals.some((at) => at === null)) return;
    const deliveredAt = new Date(Math.max(...arrivals.map((at) => (at as Date).getTime())));
    await this.transitions.move(manager, order, { status: 'delivered' }, BY_SYSTEM, { deliveredAt });
    await this.announceDelivered(manager, order.id, deliveredAt);
  }

  /** The delivery starts the return window and the sellers' funds hold (their ledger follows the event). */
  private async announceDelivered(manager: EntityManager, orderId: string, deliveredAt: Date): Promise<void> {
    await this.jobs.publish(manager, new OrderDeliveredEvent(orderId, deliveredAt));
  }

  /**
   * Ships one seller's (null: PhoneHub's) unshipped lines of the locked order in one parcel: the
   * order moves to processing with its first parcel and to shipped (through the order machine) once
   * every line has left. Answers how many lines it shipped (0: none of theirs was left).
   */
  private async shipParcel(
    manager: EntityManager,
    order: OrderEntity,
    sellerId: string | null,
    trackingNumber: string,
    by: TransitionContext,
  ): Promise<number> {
    if (order.status !== 'confirmed' && order.status !== 'processing') return 0;
    const left = await this.shipLines(manager, order.id, sellerId, trackingNumber);
    if (left.shipped === 0) return 0;
    const also = { trackingNumber: order.trackingNumber ?? trackingNumber };
    if (order.status === 'confirmed')
      await this.transitions.move(manager, order, { status: 'processing' }, by, also);
    if (left.unshipped === 0) await this.transitions.move(manager, order, { status: 'shipped' }, by, also);
    else if (order.trackingNumber !== also.trackingNumber)
      await manager.update(OrderEntity, { id: order.id }, also);
    return left.shipped;
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
