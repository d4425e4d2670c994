import { toDollars } from '@phonehub/domain';
import type {
  AdminOrder,
  Order,
  OrderItem,
  OrderParcel,
  OrderRefund,
  OrderShipment,
  ParcelTracking,
} from '@phonehub/contracts';
import type { OrderItemEntity } from './entities/order-item.entity';
import type { OrderParcelEntity } from './entities/order-parcel.entity';
import type { OrderEntity } from './entities/order.entity';
import { toOrderReturn } from './returns/return.mapper';
import type { OrderRefundEntity } from './refunds/order-refund.entity';

export function toOrderItem(item: OrderItemEntity): OrderItem {
  return {
    id: item.id,
    product_id: item.productId,
    product_name: item.name,
    name: item.name,
    brand: item.brand,
    model: item.model,
    image: item.image,
    quantity: item.quantity,
    price: toDollars(item.unitPriceCents),
    seller: item.sellerId ? { id: item.sellerId, company_name: item.sellerName ?? '' } : null,
  };
}

/** Who a parcel comes from on the shopper's order. */
export const SHOP_SELLER_NAME = 'PhoneHub';

/** Who sees a label's PDF: the admin and the parcel's seller print it; the shopper only follows the parcel. */
export type LabelAudience = 'shopper' | 'staff';

/** A parcel's tracking as `audience` sees it (the shopper's views leave out the outbound label's PDF). */
export function trackingFor(
  tracking: ParcelTracking | null | undefined,
  audience: LabelAudience,
): ParcelTracking | null {
  if (!tracking) return null;
  return audience === 'staff' ? tracking : { ...tracking, label_url: null };
}

/**
 * The order's parcels: its shipped lines grouped by seller and tracking number, oldest first. A
 * group that left with the label bought for its seller's parcel carries that parcel's tracking.
 */
export function toShipments(
  items: readonly OrderItemEntity[],
  parcels: readonly OrderParcelEntity[] = [],
  audience: LabelAudience = 'shopper',
): OrderShipment[] {
  const shipments = new Map<string, OrderShipment>();
  for (const item of items) {
    if (!item.trackingNumber || !item.shippedAt) continue;
    const key = `${item.sellerId ?? ''}|${item.trackingNumber}`;
    const shipment = shipments.get(key);
    if (shipment) shipment.item_ids.push(item.id);
    else {
      const labelled = parcels.find(
        (p) => p.sellerId === item.sellerId && p.tracking?.tracking_code === item.trackingNumber,
      );
      shipments.set(key, {
        sold_by: item.sellerId ? (item.sellerName ?? '') : SHOP_SELLER_NAME,
        tracking_number: item.trackingNumber,
        shipped_at: item.shippedAt.toISOString(),
        item_ids: [item.id],
        tracking: trackingFor(labelled?.tracking, audience),
      });
    }
  }
  return [...shipments.values()].sort(
    (a, b) => a.shipped_at.localeCompare(b.shipped_at) || a.sold_by.localeCompare(b.sold_by),
  );
}

/** The order's parcels as charged, with their labels: PhoneHub's first, then the sellers' by company name. */
export function toParcels(
  parcels: readonly OrderParcelEntity[],
  audience: LabelAudience = 'shopper',
): OrderParcel[] {
  return [...parcels]
    .sort(
      (a, b) =>
        Number(a.sellerId !== null) - Number(b.sellerId !== null) ||
        (a.sellerName ?? '').localeCompare(b.sellerName ?? ''),
    )
    .map((p) => ({
      seller: p.sellerId ? { id: p.sellerId, company_name: p.sellerName ?? '' } : null,
      sold_by: p.sellerId ? (p.sellerName ?? '') : SHOP_SELLER_NAME,
      subtotal: toDollars(p.subtotalCents),
      shipping_cost: toDollars(p.shippingCents),
      tracking: trackingFor(p.tracking, audience),
    }));
}

/** The order as its shopper sees it. */
export function toOrder(order: OrderEntity): Order {
  return orderView(order, 'shopper');
}

function orderView(order: OrderEntity, audience: LabelAudience): Order {
  const parcels = order.parcels ?? [];
  return {
    id: order.id,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    status: order.status,
    payment_status: order.paymentStatus,
    email: order.email,
    items: (order.items ?? []).map(toOrderItem),
    shipping_address: order.shippingAddress,
    shipping_method: order.shippingMethod,
    tracking_number: order.trackingNumber,
    notes: order.notes,
    subtotal: toDollars(order.subtotalCents),
    tax: toDollars(order.taxCents),
    shipping_cost: toDollars(order.shippingCents),
    total: toDollars(order.totalCents),
    currency: order.currency,
    parcels: toParcels(parcels, audience),
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    amount_refunded: toDollars(order.refundedCents),
    credit_applied: toDollars(order.creditCents ?? 0),
    credit_refunded: toDollars(creditRefundedCents(order.refunds ?? [])),
    return: order.orderReturn ? toOrderReturn(order.orderReturn) : null,
    shipments: toShipments(order.items ?? [], parcels, audience),
  };
}

/** Of what went back, the part given back as store credit (succeeded refunds only). */
function creditRefundedCents(refunds: readonly OrderRefundEntity[]): number {
  return refunds.reduce((sum, r) => sum + (r.status === 'succeeded' ? r.creditCents : 0), 0);
}

export function toOrderRefund(refund: OrderRefundEntity): OrderRefund {
  return {
    id: refund.id,
    amount: toDollars(refund.amountCents),
    card_amount: toDollars(refund.cardCents),
    credit_amount: toDollars(refund.creditCents),
    reason: refund.reason,
    status: refund.status,
    created_at: refund.createdAt.toISOString(),
  };
}

export function toAdminOrder(order: OrderEntity): AdminOrder {
  return {
    ...orderView(order, 'staff'),
    user_id: order.userId,
    user_name: order.user ? `${order.user.firstName} ${order.user.lastName}` : null,
    user_email: order.user?.email ?? order.email,
    refunds: (order.refunds ?? []).map(toOrderRefund),
  };
}
