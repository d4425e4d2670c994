import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProductsWithdrawnEvent } from '../../catalogue/events/products-withdrawn.event';
import { OnDomainEvent } from '../../jobs/job-handler.decorator';
import { closeCheckout, PAYMENT_GATEWAY, type PaymentGateway } from '../payment-gateway.port';

/**
 * Products left the catalogue (their seller suspended, or deleted once ordered): the payment pages
 * still open for unpaid orders holding them are closed, so none is paid after the fact ("Pay now"
 * refuses such orders too). The provider's expiry then cancels each order and gives its units back
 * as for any abandoned checkout. A job of the change's commit; running it again closes nothing new.
 */
@Injectable()
export class WithdrawnProductsListener {
  constructor(
    private readonly db: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  @OnDomainEvent(ProductsWithdrawnEvent)
  async handle(event: ProductsWithdrawnEvent): Promise<void> {
    const open: { stripe_session_id: string }[] = await this.db.query(
      `SELECT DISTINCT o.stripe_session_id FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE o.status = 'pending' AND o.payment_status = 'unpaid' AND o.stripe_session_id IS NOT NULL
          AND (i.seller_id = $1::uuid OR i.product_id = $2::uuid)`,
      [event.sellerId, event.productId],
    );
    for (const order of open) await closeCheckout(this.gateway, order.stripe_session_id);
  }
}
