import { Inject, Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Logger } from 'nestjs-pino';
import { appConfig, type AppConfig } from '../../config/app.config';
import { MailListener } from '../../mail/mail-listener';
import type { MailMessage } from '../../mail/mail-transport';
import { MailService } from '../../mail/mail.service';
import { OrdersService } from '../orders.service';
import { OrderRefundedEvent } from '../refunds/order-refunded.event';
import { orderRefundedMail } from './order-refunded.mail';

/**
 * Mails the shopper once per refund the provider confirmed. A return's refund is announced by the
 * return's own mail ("Your return … is complete"), so it gets none here.
 */
@Injectable()
export class OrderRefundedListener extends MailListener<OrderRefundedEvent> {
  protected readonly failureMessage = 'Could not send the refund mail';

  constructor(
    private readonly orders: OrdersService,
    mail: MailService,
    logger: Logger,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {
    super(mail, logger);
  }

  @OnEvent(OrderRefundedEvent.eventName, { async: true })
  handle(event: OrderRefundedEvent): Promise<void> {
    return this.deliver(event);
  }

  protected async compose(event: OrderRefundedEvent): Promise<MailMessage | null> {
    if (event.returnId) return null;
    const { email, order } = await this.orders.forConfirmation(event.orderId);
    return orderRefundedMail(email, order, event.amountCents, `${this.app.publicUrl}/profile`);
  }
}
