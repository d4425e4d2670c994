import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { OrderLookupResult } from '@phonehub/contracts';
import { orderReference } from '@phonehub/domain';
import { SellerProfilesService } from '../../partners/seller-profiles.service';
import { ShippingService } from '../../shipping/shipping.service';
import { OrderItemEntity } from '../entities/order-item.entity';
import { OrderParcelEntity } from '../entities/order-parcel.entity';
import { OrderEntity } from '../entities/order.entity';
import { toShipments } from '../order.mapper';
import type { OrderLookupDto } from './order-lookup.dto';
import { OrderErrors } from '../orders.errors';

/** `value` matched literally by LIKE/ILIKE (its own %, _ and backslashes escaped). */
const literal = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A guest's order found by the email it was placed with and its reference. Both must match one
 * order; otherwise it is the same 'Order not found', so neither half can be probed alone.
 */
@Injectable()
export class OrderLookupService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderItemEntity) private readonly items: Repository<OrderItemEntity>,
    @InjectRepository(OrderParcelEntity) private readonly parcels: Repository<OrderParcelEntity>,
    private readonly sellerProfiles: SellerProfilesService,
    private readonly shipping: ShippingService,
  ) {}

  async lookup(dto: OrderLookupDto): Promise<OrderLookupResult> {
    // Both conditions are served by the trigram indexes on id::text and email (migration
    // 1767650000000): a suffix LIKE and a wildcard-free ILIKE, not a scan of every order.
    const order = await this.orders
      .createQueryBuilder('o')
      .where('o.id::text LIKE :suffix', { suffix: `%${literal(dto.reference)}` })
      .andWhere('o.email ILIKE :email', { email: literal(dto.email) })
      .orderBy('o.created_at', 'DESC')
      .limit(1)
      .getOne();
    if (!order) throw OrderErrors.notFound();

    const items = await this.items.find({ where: { orderId: order.id }, order: { name: 'ASC' } });
    const companies = await this.sellerProfiles.companyNames(
      items.flatMap((i) => (i.sellerId ? [i.sellerId] : [])),
    );
    for (const item of items) if (item.sellerId) item.sellerName = companies.get(item.sellerId) ?? '';
    const parcels = await this.parcels.find({ where: { orderId: order.id } });
    const labels = await this.shipping.tracking(
      'order_parcel',
      parcels.map((p) => p.id),
    );
    for (const parcel of parcels) parcel.tracking = labels.get(parcel.id) ?? null;
    const names = new Map(items.map((i) => [i.id, i.name]));
    return {
      reference: orderReference(order.id),
      status: order.status,
      payment_status: order.paymentStatus,
      shipping_method: order.shippingMethod,
      created_at: order.createdAt.toISOString(),
      paid_at: order.paidAt?.toISOString() ?? null,
      delivered_at: order.deliveredAt?.toISOString() ?? null,
      items: items.map((i) => ({ name: i.name, brand: i.brand, model: i.model, quantity: i.quantity })),
      shipments: toShipments(items, parcels).map((parcel) => ({
        sold_by: parcel.sold_by,
        tracking_number: parcel.tracking_number,
        shipped_at: parcel.shipped_at,
        items: parcel.item_ids.map((id) => names.get(id) ?? ''),
        tracking: parcel.tracking,
      })),
    };
  }
}
