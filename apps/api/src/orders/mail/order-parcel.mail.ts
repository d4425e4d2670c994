import type { Order, OrderShipment } from '@phonehub/contracts';
import { orderReference } from '@phonehub/domain';
import type { MailMessage } from '../../mail/mail-transport';
import type { ParcelNews } from '../events/order-parcel-moved.event';
import { linesMail } from './order-mail';

interface NewsText {
  subject: (reference: string, from: string) => string;
  lead: (reference: string, from: string) => string;
}

/** "the parcel from PhoneHub" reads well for one parcel or several. */
const NEWS: Record<ParcelNews, NewsText> = {
  shipped: {
    subject: (ref) => `Your PhoneHub order #${ref} has shipped`,
    lead: (ref, from) => `Good news: the parcel from ${from} with items of your order #${ref} is on its way.`,
  },
  out_for_delivery: {
    subject: (ref) => `Your PhoneHub order #${ref} is out for delivery`,
    lead: (ref, from) =>
      `The parcel from ${from} with items of your order #${ref} is out for delivery today.`,
  },
  delivered: {
    subject: (ref) => `Your PhoneHub order #${ref} was delivered`,
    lead: (ref, from) => `The carrier delivered the parcel from ${from} with items of your order #${ref}.`,
  },
};

/**
 * A labelled parcel's news for the shopper: what is in it, the carrier and tracking number, and its
 * latest scan; `shipment` is the order's shipment with that tracking number (its lines have left).
 */
export function orderParcelMail(
  to: string,
  order: Order,
  shipment: OrderShipment,
  news: ParcelNews,
  ordersUrl: string,
): MailMessage {
  const reference = orderReference(order.id);
  const text = NEWS[news];
  const names = new Map(order.items.map((i) => [i.id, `${i.quantity} × ${i.product_name}`]));
  const tracking = shipment.tracking;
  const latest = tracking?.events[0];
  const carrier = tracking ? `${tracking.carrier} ${tracking.service}` : 'the carrier';
  return linesMail(to, text.subject(reference, shipment.sold_by), [
    `Hi ${order.shipping_address.name || 'there'},`,
    '',
    text.lead(reference, shipment.sold_by),
    '',
    ...shipment.item_ids.map((id) => names.get(id) ?? ''),
    '',
    `Tracking number (${carrier}): ${shipment.tracking_number}`,
    ...(latest ? [`Latest: ${latest.message}${latest.location ? `, ${latest.location}` : ''}`] : []),
    '',
    `Follow it on your orders page: ${ordersUrl}`,
    '',
    'The PhoneHub team',
  ]);
}
