import { Injectable } from '@nestjs/common';
import type { Order } from '@phonehub/contracts';
import type { MailMessage } from '../../mail/mail-transport';
import { OrderRefundedEvent } from '../refunds/order-refunded.event';
import { OrderMailListener } from './order-mail.listener';
import { orderRefundedMail } from './order-refunded.mail';

/**
 * Mails the shopper once per refund the provider confirmed. A return's refund is announced by the
 * return's own mail ("Your return … is complete"), so it gets none here.
 */
@Injectable()
export class OrderRefundedListener extends OrderMailListener<OrderRefundedEvent> {
  protected readonly template = 'order-refunded';
  readonly event = OrderRefundedEvent;

  protected override wants(event: OrderRefundedEvent): boolean {
    return event.returnId === null;
  }

  protected mailFor(event: OrderRefundedEvent, email: string, order: Order, ordersUrl: string): MailMessage {
    return orderRefundedMail(
      email,
      order,
      { cardCents: event.cardCents, creditCents: event.creditCents },
      ordersUrl,
    );
  }
}
