import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Logger } from 'nestjs-pino';
import { ProductRestockedEvent } from '../catalogue/events/product-restocked.event';
import { StockAlertsService } from './stock-alerts.service';

/** A product's stock came back: its pending back-in-stock requests are mailed (after the commit, never rethrown). */
@Injectable()
export class BackInStockListener {
  constructor(
    private readonly alerts: StockAlertsService,
    private readonly logger: Logger,
  ) {}

  @OnEvent(ProductRestockedEvent.eventName, { async: true })
  async handle(event: ProductRestockedEvent): Promise<void> {
    try {
      await this.alerts.notifyRestocked(event.productId);
    } catch (error) {
      this.logger.error({ err: error, productId: event.productId }, 'Could not send the back-in-stock mails', BackInStockListener.name);
    }
  }
}
