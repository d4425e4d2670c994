import { Injectable } from '@nestjs/common';
import type { Order } from '@phonehub/contracts';
import type { MailMessage } from '../../mail/mail-transport';
import { orderConfirmationKey, OrderPaidEvent } from '../events/order-paid.event';
import { orderConfirmationMail, orderLookupUrl } from './order-confirmation.mail';
import { OrderMailListener } from './order-mail.listener';

/** Runs after the payment commits and the webhook is answered; a mail failure never undoes the payment. */
@Injectable()
export class OrderConfirmationListener extends OrderMailListener<OrderPaidEvent> {
  protected readonly template = 'order-confirmation';
  readonly event = OrderPaidEvent;

  /** One confirmation per order, however often the payment's handlers run (the reconciliation included). */
  protected override key(event: OrderPaidEvent): string {
    return orderConfirmationKey(event.orderId);
  }

  protected mailFor(_event: OrderPaidEvent, email: string, order: Order, ordersUrl: string): MailMessage {
    return orderConfirmationMail(email, order, ordersUrl, orderLookupUrl(this.app.publicUrl, order));
  }
}
