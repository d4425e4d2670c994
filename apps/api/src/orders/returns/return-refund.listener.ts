import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../jobs/job-handler.decorator';
import { OrderRefundedEvent } from '../refunds/order-refunded.event';
import { ReturnsService } from './returns.service';

/**
 * A refund that pays back a return succeeded (the provider's answer or its webhook): the return is
 * complete. A job of the refund's commit; running it again finds the return refunded and does nothing.
 */
@Injectable()
export class ReturnRefundListener {
  constructor(private readonly returns: ReturnsService) {}

  @OnDomainEvent(OrderRefundedEvent)
  async handle(event: OrderRefundedEvent): Promise<void> {
    await this.returns.refunded(event);
  }
}
