import { Injectable } from '@nestjs/common';
import { ProductRestockedEvent } from '../catalogue/events/product-restocked.event';
import { OnDomainEvent } from '../jobs/job-handler.decorator';
import { StockAlertsService } from './stock-alerts.service';

/** A product's stock came back: its pending back-in-stock requests fan out into one mail job each. */
@Injectable()
export class BackInStockListener {
  constructor(private readonly alerts: StockAlertsService) {}

  @OnDomainEvent(ProductRestockedEvent)
  async handle(event: ProductRestockedEvent): Promise<void> {
    await this.alerts.notifyRestocked(event.productId);
  }
}
