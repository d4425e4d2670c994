import { Inject, Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Logger } from 'nestjs-pino';
import { appConfig, type AppConfig } from '../../config/app.config';
import { MailListener } from '../../mail/mail-listener';
import type { MailMessage } from '../../mail/mail-transport';
import { MailService } from '../../mail/mail.service';
import { OrderCancelledEvent } from '../events/order-cancelled.event';
import { OrdersService } from '../orders.service';
import { orderCancelledMail } from './order-cancelled.mail';

/** Mails the shopper that their order was cancelled (by them or an admin), and what happened to the payment. */
@Injectable()
export class OrderCancelledListener extends MailListener<OrderCancelledEvent> {
  protected readonly failureMessage = 'Could not send the cancellation mail';

  constructor(
    private readonly orders: OrdersService,
    mail: MailService,
    logger: Logger,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {
    super(mail, logger);
  }

  @OnEvent(OrderCancelledEvent.eventName, { async: true })
  handle(event: OrderCancelledEvent): Promise<void> {
    return this.deliver(event);
  }

  protected async compose(event: OrderCancelledEvent): Promise<MailMessage> {
    const { email, order } = await this.orders.forConfirmation(event.orderId);
    return orderCancelledMail(email, order, `${this.app.publicUrl}/profile`);
  }
}
