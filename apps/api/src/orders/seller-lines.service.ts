import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, Repository } from 'typeorm';
import type { Paged, SellerOrder, SellerOrdersQuery } from '@phonehub/contracts';
import { toDollars } from '@phonehub/domain';
import { findPage, toPaged } from '../common/paging/paged';
import { ShippingService } from '../shipping/shipping.service';
import { whereAnyContains } from '../common/sql/like-pattern';
import { OrderItemEntity } from './entities/order-item.entity';
import { OrderParcelEntity } from './entities/order-parcel.entity';
import { OrderEntity } from './entities/order.entity';
import { OrderReturnItemEntity } from './returns/entities/order-return-item.entity';

/** A seller's line of an order, with the money frozen on it when the order was placed. */
export interface SellerMoneyLine {
  orderItemId: string;
  sellerId: string;
  productId: string | null;
  quantity: number;
  unitPriceCents: number;
  feeCents: number;
  payoutCents: number;
}

/** A seller's parcel of an order with the shipping charged for it and its fee (frozen when the order was placed). */
export interface SellerMoneyParcel {
  orderParcelId: string;
  sellerId: string;
  shippingCents: number;
  /** The platform fee on the shipping (0 on orders placed before the fee covered shipping). */
  feeCents: number;
  /** What the seller is credited for the shipping: shipping − fee. */
  creditCents: number;
}

/** What the sellers' ledger needs to know about an order. */
export interface OrderMoney {
  orderId: string;
  totalCents: number;
  deliveredAt: Date | null;
  /** Only the lines sold by sellers (PhoneHub's own are left out). */
  lines: SellerMoneyLine[];
  /** Only the sellers' parcels (PhoneHub's own is left out); the seller is credited their shipping less its fee. */
  parcels: SellerMoneyParcel[];
}

/** What a transfer of an order's earnings needs to know about its payment. */
export interface OrderPaymentFacts {
  orderId: string;
  /** The provider's payment (its charge is the transfer's source); null for orders paid wholly by store credit. */
  paymentId: string | null;
  currency: string;
  /** A disputed order's earnings are held: nothing of it is transferred until the dispute closes. */
  disputed: boolean;
  createdAt: Date;
}

/** What a seller has sold: units and money of its paid lines, refunds taken off by the caller. */
export interface SellerSales {
  unitsSold: number;
  salesCents: number;
  feesCents: number;
  payoutCents: number;
}

/** A seller line's payout: always set on a seller's line (ck_order_items_split), null only on PhoneHub's own. */
const sellerPayout = (item: OrderItemEntity): number => item.payoutCents ?? 0;

type SellerOrdersPage = Required<Pick<SellerOrdersQuery, 'page' | 'page_size'>> & SellerOrdersQuery;

/**
 * The orders module's answers about sellers' lines, for the sellers module (which never reads the
 * orders' tables itself).
 */
@Injectable()
export class SellerLinesService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderItemEntity) private readonly items: Repository<OrderItemEntity>,
    @InjectRepository(OrderParcelEntity) private readonly parcels: Repository<OrderParcelEntity>,
    @InjectRepository(OrderReturnItemEntity) private readonly returnItems: Repository<OrderReturnItemEntity>,
    private readonly shipping: ShippingService,
  ) {}

  /** The order's total, delivery and seller lines; null when there is no such order. */
  async money(orderId: string): Promise<OrderMoney | null> {
    const order = await this.orders.findOne({
      where: { id: orderId },
      select: { id: true, totalCents: true, deliveredAt: true },
    });
    if (!order) return null;
    const items = await this.items.find({
      where: { orderId, sellerId: Not(IsNull()) },
      order: { id: 'ASC' },
    });
    const parcels = await this.parcels.find({
      where: { orderId, sellerId: Not(IsNull()) },
      order: { id: 'ASC' },
    });
    return {
      orderId,
      totalCents: order.totalCents,
      deliveredAt: order.deliveredAt,
      lines: items.map((i) => ({
        orderItemId: i.id,
        sellerId: i.sellerId as string,
        productId: i.productId,
        quantity: i.quantity,
        unitPriceCents: i.unitPriceCents,
        feeCents: i.feeCents,
        payoutCents: sellerPayout(i),
      })),
      parcels: parcels.map((p) => ({
        orderParcelId: p.id,
        sellerId: p.sellerId as string,
        shippingCents: p.shippingCents,
        feeCents: p.feeCents,
        creditCents: p.shippingCents - p.feeCents,
      })),
    };
  }

  /** The units a return sends back, per order line. */
  /** The payments of these orders (unknown ids are left out). */
  async payments(orderIds: readonly string[]): Promise<Map<string, OrderPaymentFacts>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.orders.find({
      where: { id: In([...orderIds]) },
      select: { id: true, paymentIntentId: true, currency: true, paymentStatus: true, createdAt: true },
    });
    return new Map(
      rows.map((row) => [
        row.id,
        {
          orderId: row.id,
          paymentId: row.paymentIntentId,
          currency: row.currency,
          disputed: row.paymentStatus === 'disputed',
          createdAt: row.createdAt,
        },
      ]),
    );
  }

  async returnedUnits(returnId: string): Promise<Map<string, number>> {
    const rows = await this.returnItems.find({ where: { returnId } });
    return new Map(rows.map((r) => [r.orderItemId, r.quantity]));
  }

  /**
   * One page of the paid orders holding the seller's lines, newest first, each showing only those
   * lines; `to_ship`: orders still waiting for the seller's parcel; `shipped`: the seller's lines all
   * left. The search matches the order id or the customer's name (of a paid order).
   */
  async listForSeller(sellerId: string, query: SellerOrdersPage): Promise<Paged<SellerOrder>> {
    const builder = this.orders
      .createQueryBuilder('o')
      .where(`o.status <> 'pending'`)
      .andWhere(
        `EXISTS (SELECT 1 FROM order_items si WHERE si.order_id = o.id AND si.seller_id = :sellerId)`,
        { sellerId },
      )
      .orderBy('o.created_at', 'DESC')
      .addOrderBy('o.id', 'DESC');
    if (query.status === 'to_ship')
      builder.andWhere(
        `o.status IN ('confirmed', 'processing') AND EXISTS (SELECT 1 FROM order_items ui WHERE ui.order_id = o.id AND ui.seller_id = :sellerId AND ui.shipped_at IS NULL)`,
      );
    if (query.status === 'shipped')
      builder.andWhere(
        `NOT EXISTS (SELECT 1 FROM order_items ui WHERE ui.order_id = o.id AND ui.seller_id = :sellerId AND ui.shipped_at IS NULL)`,
      );
    // The customer's name is searched only where it is shown: on paid orders.
    whereAnyContains(builder, query.search, [
      'o.id::text',
      `(CASE WHEN o.paid_at IS NOT NULL THEN o.shipping_address->>'name' END)`,
    ]);
    const { rows, total } = await findPage(builder, query);
    return toPaged(await this.sellerOrders(sellerId, rows), total, query);
  }

  /** One order as its seller sees it (only its lines); null when the order holds none of them. */
  async forSeller(sellerId: string, orderId: string): Promise<SellerOrder | null> {
    const order = await this.orders.findOne({ where: { id: orderId } });
    if (!order) return null;
    const [view] = await this.sellerOrders(sellerId, [order]);
    return view.lines.length > 0 ? view : null;
  }

  /**
   * Units, sales and payouts of the seller's paid lines (orders paid, partly refunded or refunded),
   * and the fees on them and on the shipping of the seller's parcels of those orders.
   */
  async sales(sellerId: string): Promise<SellerSales> {
    const [row] = await this.items.query(
      `SELECT coalesce(sum(i.quantity), 0)::int AS units,
              coalesce(sum(i.unit_price_cents * i.quantity), 0)::bigint AS sales,
              (coalesce(sum(i.fee_cents), 0)
                + (SELECT coalesce(sum(p.fee_cents), 0) FROM order_parcels p JOIN orders po ON po.id = p.order_id
                    WHERE p.seller_id = $1 AND po.paid_at IS NOT NULL))::bigint AS fees,
              coalesce(sum(i.payout_cents), 0)::bigint AS payouts
         FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.seller_id = $1 AND o.paid_at IS NOT NULL`,
      [sellerId],
    );
    return {
      unitsSold: row.units,
      salesCents: Number(row.sales),
      feesCents: Number(row.fees),
      payoutCents: Number(row.payouts),
    };
  }

  private async sellerOrders(sellerId: string, orders: OrderEntity[]): Promise<SellerOrder[]> {
    if (orders.length === 0) return [];
    const items = await this.items.find({
      where: { orderId: In(orders.map((o) => o.id)), sellerId },
      order: { name: 'ASC', id: 'ASC' },
    });
    const parcels = await this.parcels.find({ where: { orderId: In(orders.map((o) => o.id)), sellerId } });
    // The seller prints its parcel's label: the tracking keeps label_url.
    const labels = await this.shipping.tracking(
      'order_parcel',
      parcels.map((p) => p.id),
    );
    return orders.map((order) => {
      const lines = items.filter((i) => i.orderId === order.id);
      const parcel = parcels.find((p) => p.orderId === order.id);
      const shippingCents = parcel?.shippingCents ?? 0;
      const feeCents = lines.reduce((sum, i) => sum + i.feeCents, parcel?.feeCents ?? 0);
      // The buyer's name and address only once they paid: a checkout left unpaid tells the seller nothing.
      const paid = order.paidAt !== null;
      return {
        id: order.id,
        created_at: order.createdAt.toISOString(),
        status: order.status,
        customer_name: paid ? order.shippingAddress.name : null,
        shipping_address: paid ? order.shippingAddress : null,
        shipping_method: order.shippingMethod,
        lines: lines.map((i) => ({
          id: i.id,
          product_id: i.productId,
          product_name: i.name,
          quantity: i.quantity,
          price: toDollars(i.unitPriceCents),
          fee_cents: i.feeCents,
          payout_cents: sellerPayout(i),
          tracking_number: i.trackingNumber,
          shipped_at: i.shippedAt?.toISOString() ?? null,
        })),
        total_cents: lines.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, shippingCents),
        fee_cents: feeCents,
        payout_cents: lines.reduce(
          (sum, i) => sum + sellerPayout(i),
          shippingCents - (parcel?.feeCents ?? 0),
        ),
        shipping_cents: shippingCents,
        parcel_tracking: (parcel && labels.get(parcel.id)) ?? null,
      };
    });
  }
}
