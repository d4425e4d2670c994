import { holdsPayment } from '@phonehub/domain';
import type { AdminOrder, OrderParcel } from '@phonehub/contracts';

/** PhoneHub's own parcel of an order (null: it holds only sellers' lines). */
export const shopParcel = (order: AdminOrder): OrderParcel | null =>
  order.parcels?.find((parcel) => parcel.seller === null) ?? null;

/** The tracking numbers the parcel left with when shipped by hand, by who sent it ("PhoneHub" or the company). */
export const handShippedCodes = (order: AdminOrder, parcel: OrderParcel): string[] =>
  order.shipments.filter((s) => s.sold_by === parcel.sold_by).map((s) => s.tracking_number);

/**
 * PhoneHub may buy its parcel's label: the order is paid and still being shipped, some of
 * PhoneHub's lines have not left, and the parcel has no label yet (one per parcel).
 */
export function needsShopLabel(order: AdminOrder): boolean {
  const parcel = shopParcel(order);
  if (!parcel || parcel.tracking) return false;
  if (!holdsPayment(order.payment_status) || !['confirmed', 'processing'].includes(order.status))
    return false;
  const shipped = new Set(order.shipments.flatMap((s) => s.item_ids));
  return order.items.some((item) => item.seller === null && !shipped.has(item.id));
}
