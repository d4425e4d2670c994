import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { Order } from '@phonehub/contracts';
import type { MailMessage } from '../../mail/mail-transport';
import { OrderPaidEvent } from '../events/order-paid.event';
import { orderConfirmationMail, orderLookupUrl } from './order-confirmation.mail';
import { OrderMailListener } from './order-mail.listener';

/** Runs after the payment commits and the webhook is answered; a mail failure never undoes the payment. */
@Injectable()
export class OrderConfirmationListener extends OrderMailListener<OrderPaidEvent> {
  protected readonly failureMessage = 'Could not send the order confirmation';

  @OnEvent(OrderPaidEvent.eventName, { async: true })
  handle(event: OrderPaidEvent): Promise<void> {
    return this.deliver(event);
  }

  protected mailFor(_event: OrderPaidEvent, email: string, order: Order, ordersUrl: string): MailMessage {
    return orderConfirmationMail(email, order, ordersUrl, orderLookupUrl(this.app.publicUrl, order));
  }
}
