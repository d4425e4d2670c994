import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Logger } from 'nestjs-pino';
import { SellerSalesFactsService } from '../../catalogue/seller-sales-facts.service';
import { OrderDeliveredEvent } from '../../orders/events/order-delivered.event';
import { OrderPaidEvent } from '../../orders/events/order-paid.event';
import { OrderRefundedEvent } from '../../orders/refunds/order-refunded.event';
import { SellerLinesService, type OrderMoney } from '../../orders/seller-lines.service';
import { SellerLedgerService } from './seller-ledger.service';

/**
 * Keeps the sellers' ledger in step with their orders (events are published after commit): a paid
 * order earns, a delivered one starts each line's return window, a confirmed refund reverses.
 * Each step may run again without counting twice.
 */
@Injectable()
export class SellerLedgerListener {
  constructor(
    private readonly ledger: SellerLedgerService,
    private readonly lines: SellerLinesService,
    private readonly facts: SellerSalesFactsService,
    private readonly logger: Logger,
  ) {}

  @OnEvent(OrderPaidEvent.eventName, { async: true })
  async paid(event: OrderPaidEvent): Promise<void> {
    await this.guard(`record the sellers' earnings of order ${event.orderId}`, async () => {
      const order = await this.lines.money(event.orderId);
      if (!order) return;
      await this.ledger.earn(order);
      // Delivered before this ran: the release already passed these earnings by.
      if (order.deliveredAt) await this.release(order, order.deliveredAt);
    });
  }

  @OnEvent(OrderDeliveredEvent.eventName, { async: true })
  async delivered(event: OrderDeliveredEvent): Promise<void> {
    await this.guard(`start the return windows of order ${event.orderId}`, async () => {
      const order = await this.lines.money(event.orderId);
      if (order) await this.release(order, event.deliveredAt);
    });
  }

  @OnEvent(OrderRefundedEvent.eventName, { async: true })
  async refunded(event: OrderRefundedEvent): Promise<void> {
    if (event.status !== 'succeeded') return;
    await this.guard(`reverse the sellers' earnings for refund ${event.refundId}`, async () => {
      const order = await this.lines.money(event.orderId);
      if (!order || order.lines.length === 0) return;
      // A refund means the order was paid: earn first (once) in case the payment's listener has not run yet.
      await this.ledger.earn(order);
      const returned = event.returnId ? await this.lines.returnedUnits(event.returnId) : null;
      await this.ledger.reverse(order, {
        refundId: event.refundId,
        amountCents: event.amountCents,
        returned,
      });
    });
  }

  private async release(order: OrderMoney, deliveredAt: Date): Promise<void> {
    if (order.lines.length === 0) return;
    const days = await this.facts.returnPolicyDays(
      order.lines.flatMap((l) => (l.productId ? [l.productId] : [])),
    );
    await this.ledger.release(order, deliveredAt, days, this.facts.defaultReturnDays);
  }

  /** A failure is logged loudly (the ledger would be wrong) and never reaches whoever published the event. */
  private async guard(what: string, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      this.logger.error({ err: error }, `ALERT: could not ${what}`, SellerLedgerListener.name);
    }
  }
}
