import { Injectable } from '@nestjs/common';
import type { ShippingQuote } from '@phonehub/contracts';
import { orderReference } from '@phonehub/domain';
import { DataSource, IsNull } from 'typeorm';
import { UsersService } from '../../auth/users.service';
import { InventoryService } from '../../catalogue/inventory.service';
import { isUuid } from '../../common/validation/id-param.pipe';
import { SellerProfilesService } from '../../partners/seller-profiles.service';
import type { PostalAddress } from '../../shipping/carrier.port';
import { ShippingErrors } from '../../shipping/shipping.errors';
import { ShippingService } from '../../shipping/shipping.service';
import { OrderItemEntity } from '../entities/order-item.entity';
import { OrderParcelEntity } from '../entities/order-parcel.entity';
import { OrderEntity } from '../entities/order.entity';
import { OrderErrors } from '../orders.errors';
import { orderAddress, ratesForMethod, sellerAddress, WAREHOUSE } from './parcel-addresses';
import { parcelOfLines } from './parcel-contents';

/** Whose parcel of an order: a seller's, or PhoneHub's own (null). */
export type ParcelShipper = string | null;

/** A parcel a label may be bought for, with what the carrier needs to rate it. */
interface LabelledParcel {
  order: OrderEntity;
  parcel: OrderParcelEntity;
  /** The shipper's lines that have not left: what goes in the parcel. */
  lines: OrderItemEntity[];
  from: PostalAddress;
}

/**
 * Labels for order parcels: the seller (its own parcel, from its profile address) or the admin
 * (PhoneHub's, from the warehouse) reads the carrier's rates for the order's shipping method and
 * buys one. Only a paid order's parcel whose lines have not left gets one, once. Buying ships
 * nothing: the carrier's first scan does (OrderFulfilmentService.followParcel).
 */
@Injectable()
export class OrderLabelsService {
  constructor(
    private readonly db: DataSource,
    private readonly shipping: ShippingService,
    private readonly inventory: InventoryService,
    private readonly users: UsersService,
    private readonly sellerProfiles: SellerProfilesService,
  ) {}

  /** The carrier's rates for the parcel, the order's shipping method's first. */
  async rates(orderId: string, shipper: ParcelShipper): Promise<ShippingQuote> {
    const { order, lines, from, parcel } = await this.labelled(orderId, shipper);
    const quote = await this.shipping.quote({
      purpose: 'order_parcel',
      subjectId: parcel.id,
      from,
      to: orderAddress(order.shippingAddress, order.email),
      parcel: await parcelOfLines(this.inventory, this.db.manager, lines),
      reference: orderReference(order.id),
    });
    return ratesForMethod(quote, order.shippingMethod);
  }

  /** Buys a quoted rate's label for the parcel (409 when it has one already). */
  async buy(
    orderId: string,
    shipper: ParcelShipper,
    rate: { quoteId: string; rateId: string },
  ): Promise<void> {
    const { parcel } = await this.labelled(orderId, shipper);
    await this.shipping.buy({
      purpose: 'order_parcel',
      subjectId: parcel.id,
      quoteId: rate.quoteId,
      rateId: rate.rateId,
    });
  }

  /**
   * The shipper's parcel of the order, when a label may be bought for it: the order holds the
   * seller's lines (else 404, as to anyone else), is paid and neither cancelled nor past shipping,
   * some of the shipper's lines have not left, and the parcel has no label yet.
   */
  private async labelled(orderId: string, shipper: ParcelShipper): Promise<LabelledParcel> {
    if (!isUuid(orderId)) throw OrderErrors.notFound();
    const order = await this.db.getRepository(OrderEntity).findOneBy({ id: orderId });
    if (!order) throw OrderErrors.notFound();
    const items = this.db.getRepository(OrderItemEntity);
    if (shipper !== null && !(await items.existsBy({ orderId, sellerId: shipper })))
      throw OrderErrors.notFound();
    if (order.status === 'cancelled') throw OrderErrors.cancelled();
    if (!['paid', 'partially_refunded'].includes(order.paymentStatus) || order.status === 'pending')
      throw OrderErrors.notPaid();
    const nothingLeft = shipper === null ? OrderErrors.nothingOfOursToShip : OrderErrors.nothingToShip;
    if (order.status !== 'confirmed' && order.status !== 'processing') throw nothingLeft();
    const lines = await this.unshipped(orderId, shipper);
    if (lines.length === 0) throw nothingLeft();
    const parcel = await this.db
      .getRepository(OrderParcelEntity)
      .findOneBy({ orderId, sellerId: shipper ?? IsNull() });
    if (!parcel) throw nothingLeft();
    if ((await this.shipping.tracking('order_parcel', [parcel.id])).has(parcel.id))
      throw ShippingErrors.labelExists();
    return { order, parcel, lines, from: await this.sender(shipper) };
  }

  /**
   * A seller's address for a label, its parcels' and the returns sent back to it alike: its
   * account's profile address under its company's name; null when it has none (or is gone).
   */
  async addressOfSeller(sellerId: string): Promise<PostalAddress | null> {
    const seller = await this.users.findById(sellerId);
    const company = (await this.sellerProfiles.find(sellerId))?.companyName ?? null;
    return seller && sellerAddress(seller, company);
  }

  /** Where the parcel leaves from: the seller's profile address (409 without one), or the warehouse. */
  private async sender(shipper: ParcelShipper): Promise<PostalAddress> {
    if (shipper === null) return WAREHOUSE;
    const address = await this.addressOfSeller(shipper);
    if (!address) throw OrderErrors.sellerAddressMissing();
    return address;
  }

  private unshipped(orderId: string, shipper: ParcelShipper): Promise<OrderItemEntity[]> {
    return this.db.getRepository(OrderItemEntity).find({
      where: { orderId, sellerId: shipper ?? IsNull(), shippedAt: IsNull() },
      select: { id: true, productId: true, quantity: true },
    });
  }
}
