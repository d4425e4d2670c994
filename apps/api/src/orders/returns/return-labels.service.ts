import { Injectable } from '@nestjs/common';
import { orderReference } from '@phonehub/domain';
import { DataSource } from 'typeorm';
import { InventoryService } from '../../catalogue/inventory.service';
import { OnDomainEvent } from '../../jobs/job-handler.decorator';
import { JobQueue } from '../../jobs/job-queue.service';
import type { PostalAddress } from '../../shipping/carrier.port';
import { ParcelStatusChangedEvent } from '../../shipping/events/parcel-status-changed.event';
import { ShippingService } from '../../shipping/shipping.service';
import { OrderLabelsService } from '../labels/order-labels.service';
import { orderAddress, WAREHOUSE } from '../labels/parcel-addresses';
import { parcelOfLines } from '../labels/parcel-contents';
import { OrderReturnItemEntity } from './entities/order-return-item.entity';
import { OrderReturnEntity } from './entities/order-return.entity';
import { ReturnLabelReadyEvent } from './events/return-label-ready.event';
import { ReturnStatusChangedEvent } from './events/return-status-changed.event';
import { ReturnsService } from './returns.service';

/**
 * Prepaid return labels: an approved return gets one (a job, so the approval never waits for the
 * carrier and a carrier outage is retried), from the order's shipping address to the warehouse, or
 * to the seller when every returned line is one seller's and its profile has an address; it is
 * mailed to the shopper. The carrier's delivery of that parcel receives the return.
 */
@Injectable()
export class ReturnLabelsService {
  constructor(
    private readonly db: DataSource,
    private readonly shipping: ShippingService,
    private readonly inventory: InventoryService,
    private readonly labels: OrderLabelsService,
    private readonly returns: ReturnsService,
    private readonly jobs: JobQueue,
  ) {}

  /** Buys the approved return's label (once per return: a retry answers the label bought) and announces it. */
  @OnDomainEvent(ReturnStatusChangedEvent)
  async approved(event: ReturnStatusChangedEvent): Promise<void> {
    if (event.status !== 'approved') return;
    const row = await this.db
      .getRepository(OrderReturnEntity)
      .findOne({ where: { id: event.returnId }, relations: { order: true } });
    // Received by hand (a walk-in) or gone meanwhile: no parcel to send.
    if (!row?.order || row.status !== 'approved') return;
    const items = await this.db
      .getRepository(OrderReturnItemEntity)
      .find({ where: { returnId: row.id }, relations: { orderItem: true } });
    await this.shipping.buyCheapest({
      purpose: 'return',
      subjectId: row.id,
      from: orderAddress(row.order.shippingAddress, row.order.email),
      to: await this.destination(items.map((i) => i.orderItem?.sellerId ?? null)),
      parcel: await parcelOfLines(
        this.inventory,
        this.db.manager,
        items.map((i) => ({ productId: i.orderItem?.productId ?? null, quantity: i.quantity })),
      ),
      reference: `Return ${orderReference(row.orderId)}`,
      isReturn: false,
    });
    await this.jobs.publish(null, new ReturnLabelReadyEvent(row.id));
  }

  /** The carrier delivered a return's parcel: the return is received (restocked, then refunded). */
  @OnDomainEvent(ParcelStatusChangedEvent)
  async moved(event: ParcelStatusChangedEvent): Promise<void> {
    if (event.purpose !== 'return' || event.to !== 'delivered') return;
    await this.returns.receivedByCarrier(event.subjectId);
  }

  /** Where the items go back: their one seller's address, else the warehouse. */
  private async destination(sellerIds: readonly (string | null)[]): Promise<PostalAddress> {
    const sellers = new Set(sellerIds);
    const [only] = sellers;
    if (sellers.size !== 1 || !only) return WAREHOUSE;
    return (await this.labels.addressOfSeller(only)) ?? WAREHOUSE;
  }
}
