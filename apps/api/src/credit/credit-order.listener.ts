import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import { OrderRefundedEvent } from '../orders/refunds/order-refunded.event';
import { CreditService } from './credit.service';

/**
 * Credit an order spent comes back once the order is wholly refunded (a cancelled order gives it
 * back in its own transaction: OrdersService.cancelAndRelease). The event is published after the
 * refund committed; giving back is idempotent, so a repeated event changes nothing.
 */
@Injectable()
export class CreditOrderListener {
  private readonly logger = new Logger(CreditOrderListener.name);

  constructor(
    private readonly credit: CreditService,
    private readonly db: DataSource,
  ) {}

  @OnEvent(OrderRefundedEvent.eventName, { async: true })
  async refunded(event: OrderRefundedEvent): Promise<void> {
    try {
      const cents = await this.db.transaction(async (manager) => {
        const [order] = await manager.query(`SELECT payment_status FROM orders WHERE id = $1`, [event.orderId]);
        return order?.payment_status === 'refunded' ? this.credit.returnForOrder(manager, event.orderId) : 0;
      });
      if (cents > 0) this.logger.log(`Order ${event.orderId}: ${cents} cents of store credit given back`);
    } catch (error) {
      this.logger.error(
        `Giving back the store credit of order ${event.orderId} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
