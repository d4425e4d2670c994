import type { Order, OrderItem, OrderStatus, ParcelTracking } from '@phonehub/contracts';
import { BRAND_NAME, holdsPayment } from '@phonehub/domain';
import { Badge, Card, CardBody, CardHeader, formatDate, ParcelTrackingCard, TruckIcon } from '@phonehub/ui';
import { lineName } from '../../../components/orders/order-format';

interface Parcel {
  sold_by: string;
  tracking_number: string;
  shipped_at: string;
  items: OrderItem[];
  /** The carrier's timeline when it left with a label bought here, else null (a number typed by hand). */
  tracking: ParcelTracking | null;
}

interface Waiting {
  /** The seller's id ('' for PhoneHub). */
  key: string;
  sold_by: string;
  items: OrderItem[];
  /** Its label, once the seller (or PhoneHub) bought one and before the carrier's first scan ships it. */
  tracking: ParcelTracking | null;
}

/** Lines of a paid order still wait for their seller in these statuses; from `shipped` on every line has left. */
const AWAITING_SHIPMENT: readonly OrderStatus[] = ['confirmed', 'processing'];

/**
 * The order's parcels with their lines, and the lines not shipped yet grouped by seller (only while a
 * paid order is still being shipped: a cancelled order ships nothing).
 */
export function orderParcels(order: Order): { parcels: Parcel[]; waiting: Waiting[] } {
  const byId = new Map(order.items.map((item) => [item.id, item]));
  const shippedIds = new Set<string>();
  const parcels = order.shipments.map((shipment) => {
    const items = shipment.item_ids.flatMap((id) => byId.get(id) ?? []);
    items.forEach((item) => shippedIds.add(item.id));
    return {
      sold_by: shipment.sold_by,
      tracking_number: shipment.tracking_number,
      shipped_at: shipment.shipped_at,
      items,
      tracking: shipment.tracking ?? null,
    };
  });
  const labels = new Map((order.parcels ?? []).map((p) => [p.seller?.id ?? '', p.tracking ?? null]));
  const waiting = new Map<string, Waiting>();
  if (holdsPayment(order.payment_status) && AWAITING_SHIPMENT.includes(order.status)) {
    for (const item of order.items) {
      if (shippedIds.has(item.id)) continue;
      const key = item.seller?.id ?? '';
      const group = waiting.get(key) ?? {
        key,
        sold_by: item.seller?.company_name ?? BRAND_NAME,
        items: [],
        tracking: labels.get(key) ?? null,
      };
      group.items.push(item);
      waiting.set(key, group);
    }
  }
  return { parcels, waiting: [...waiting.values()] };
}

function ParcelLines({ items }: { items: OrderItem[] }) {
  return (
    <ul className="order-parcel__items">
      {items.map((item) => (
        <li key={item.id}>
          {item.quantity} × {lineName(item)}
        </li>
      ))}
    </ul>
  );
}

/** The heading of a parcel's tracking: who it comes from. */
const parcelTitle = (soldBy: string) => `Your parcel from ${soldBy}`;

/**
 * Each parcel of the order ("Sold by", tracking number, shipped date, its lines; the carrier's
 * timeline instead of the bare number when it left with a label bought here), then what is still
 * to ship (with its label's status once one is bought). Nothing when there is neither.
 */
export function OrderShipments({ order }: { order: Order }) {
  const { parcels, waiting } = orderParcels(order);
  if (parcels.length === 0 && waiting.length === 0) return null;
  return (
    <Card>
      <CardHeader title="Shipments" />
      <CardBody>
        <ul className="order-parcels" aria-label="Shipments">
          {parcels.map((parcel) => (
            <li key={`${parcel.sold_by}-${parcel.tracking_number}`} className="order-parcel">
              {parcel.tracking ? (
                <ParcelTrackingCard tracking={parcel.tracking} title={parcelTitle(parcel.sold_by)} />
              ) : (
                <>
                  <p className="order-parcel__seller">Sold by {parcel.sold_by}</p>
                  <p className="order-parcel__tracking">
                    <TruckIcon size={16} /> Tracking number: {parcel.tracking_number}
                  </p>
                </>
              )}
              <p className="text-muted">
                Shipped on <time dateTime={parcel.shipped_at}>{formatDate(parcel.shipped_at)}</time>
              </p>
              <ParcelLines items={parcel.items} />
            </li>
          ))}
          {waiting.map((group) => (
            <li key={`waiting-${group.key}`} className="order-parcel">
              <p className="order-parcel__seller">
                <Badge tone="warning">Not shipped yet</Badge> Sold by {group.sold_by}
              </p>
              {group.tracking && (
                <ParcelTrackingCard tracking={group.tracking} title={parcelTitle(group.sold_by)} />
              )}
              <ParcelLines items={group.items} />
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
