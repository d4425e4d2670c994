import { Injectable } from '@nestjs/common';
import type { Order } from '@phonehub/contracts';
import type { MailMessage } from '../../mail/mail-transport';
import { OrderParcelMovedEvent } from '../events/order-parcel-moved.event';
import { orderParcelMail } from './order-parcel.mail';
import { OrderMailListener } from './order-mail.listener';

/** Mails the shopper when a labelled parcel ships, is out for delivery and is delivered (once each). */
@Injectable()
export class OrderParcelMailListener extends OrderMailListener<OrderParcelMovedEvent> {
  protected readonly template = 'order-parcel';
  readonly event = OrderParcelMovedEvent;

  /** One mail per parcel and news, however often the carrier's scans are handled. */
  protected override key(event: OrderParcelMovedEvent): string {
    return `${this.template}:${event.orderParcelId}:${event.news}`;
  }

  protected mailFor(
    event: OrderParcelMovedEvent,
    email: string,
    order: Order,
    ordersUrl: string,
  ): MailMessage | null {
    const shipment = order.shipments.find((s) => s.tracking_number === event.trackingCode);
    return shipment ? orderParcelMail(email, order, shipment, event.news, ordersUrl) : null;
  }
}
