import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Logger } from 'nestjs-pino';
import { OrderRefundedEvent } from '../refunds/order-refunded.event';
import { ReturnsService } from './returns.service';

/** A refund that pays back a return succeeded (the provider's answer or its webhook): the return is complete. */
@Injectable()
export class ReturnRefundListener {
  constructor(
    private readonly returns: ReturnsService,
    private readonly logger: Logger,
  ) {}

  @OnEvent(OrderRefundedEvent.eventName, { async: true })
  async handle(event: OrderRefundedEvent): Promise<void> {
    try {
      await this.returns.refunded(event);
    } catch (error) {
      this.logger.error(
        { err: error },
        `Could not complete return ${event.returnId} after refund ${event.refundId}`,
        ReturnRefundListener.name,
      );
    }
  }
}
