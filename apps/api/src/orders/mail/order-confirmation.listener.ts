import { Inject, Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Logger } from 'nestjs-pino';
import { appConfig, type AppConfig } from '../../config/app.config';
import { MailListener } from '../../mail/mail-listener';
import type { MailMessage } from '../../mail/mail-transport';
import { MailService } from '../../mail/mail.service';
import { OrderPaidEvent } from '../events/order-paid.event';
import { OrdersService } from '../orders.service';
import { orderConfirmationMail } from './order-confirmation.mail';

/** Runs after the payment commits and the webhook is answered; a mail failure never undoes the payment. */
@Injectable()
export class OrderConfirmationListener extends MailListener<OrderPaidEvent> {
  protected readonly failureMessage = 'Could not send the order confirmation';

  constructor(
    private readonly orders: OrdersService,
    mail: MailService,
    logger: Logger,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {
    super(mail, logger);
  }

  @OnEvent(OrderPaidEvent.eventName, { async: true })
  handle(event: OrderPaidEvent): Promise<void> {
    return this.deliver(event);
  }

  protected async compose(event: OrderPaidEvent): Promise<MailMessage> {
    const { email, order } = await this.orders.forConfirmation(event.orderId);
    return orderConfirmationMail(email, order, `${this.app.publicUrl}/profile`);
  }
}
