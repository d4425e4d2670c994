import { Injectable } from '@nestjs/common';
import type { Order } from '@phonehub/contracts';
import type { MailMessage } from '../../mail/mail-transport';
import { OrderCancelledEvent } from '../events/order-cancelled.event';
import { orderCancelledMail } from './order-cancelled.mail';
import { OrderMailListener } from './order-mail.listener';

/** Mails the shopper that their order was cancelled (by them or an admin), and what happened to the payment. */
@Injectable()
export class OrderCancelledListener extends OrderMailListener<OrderCancelledEvent> {
  protected readonly template = 'order-cancelled';
  readonly event = OrderCancelledEvent;

  protected mailFor(
    _event: OrderCancelledEvent,
    email: string,
    order: Order,
    ordersUrl: string,
  ): MailMessage {
    return orderCancelledMail(email, order, ordersUrl);
  }
}
