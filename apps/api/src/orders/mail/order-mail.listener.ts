import { Inject, Injectable } from '@nestjs/common';
import type { Order } from '@phonehub/contracts';
import { appConfig, type AppConfig } from '../../config/app.config';
import { MailListener } from '../../mail/mail-listener';
import type { MailMessage } from '../../mail/mail-transport';
import { OrdersService } from '../orders.service';

/**
 * The base of a listener that mails an order's shopper about an order event: it reads the order as
 * the shopper sees it and where to mail it; the subclass writes the mail (`null`: none).
 */
@Injectable()
export abstract class OrderMailListener<E extends { orderId: string }> extends MailListener<E> {
  constructor(
    private readonly orders: OrdersService,
    @Inject(appConfig.KEY) protected readonly app: AppConfig,
  ) {
    super();
  }

  /** The mail for `event` to `email` about `order`; `ordersUrl` is the shopper's orders page. */
  protected abstract mailFor(event: E, email: string, order: Order, ordersUrl: string): MailMessage | null;

  /** Whether the event needs a mail at all (checked before the order is read). */
  protected wants(_event: E): boolean {
    return true;
  }

  protected override related(event: E) {
    return { type: 'order', id: event.orderId };
  }

  protected async compose(event: E): Promise<MailMessage | null> {
    if (!this.wants(event)) return null;
    const { email, order } = await this.orders.forConfirmation(event.orderId);
    return this.mailFor(event, email, order, `${this.app.publicUrl}/profile`);
  }
}
