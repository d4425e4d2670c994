import { Inject, Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Logger } from 'nestjs-pino';
import { appConfig, type AppConfig } from '../../config/app.config';
import { MailService } from '../../mail/mail.service';
import { OrderPaidEvent } from '../events/order-paid.event';
import { OrdersService } from '../orders.service';
import { orderConfirmationMail } from './order-confirmation.mail';

@Injectable()
export class OrderConfirmationListener {
  constructor(
    private readonly orders: OrdersService,
    private readonly mail: MailService,
    private readonly logger: Logger,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  /** Runs after the webhook is answered; a mail failure is logged and never undoes the payment. */
  @OnEvent(OrderPaidEvent.eventName, { async: true })
  async handle(event: OrderPaidEvent): Promise<void> {
    try {
      const { email, order } = await this.orders.forConfirmation(event.orderId);
      await this.mail.send(orderConfirmationMail(email, order, `${this.app.publicUrl}/profile`));
    } catch (error) {
      this.logger.error({ err: error }, 'Could not send the order confirmation', OrderConfirmationListener.name);
    }
  }
}
