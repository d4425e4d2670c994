import { Inject, Injectable } from '@nestjs/common';
import { SellerSalesFactsService } from '../../catalogue/seller-sales-facts.service';
import { OnDomainEvent } from '../../jobs/job-handler.decorator';
import { OrderDeliveredEvent } from '../../orders/events/order-delivered.event';
import { OrderPaidEvent } from '../../orders/events/order-paid.event';
import { OrderRefundedEvent } from '../../orders/refunds/order-refunded.event';
import { SellerLinesService, type OrderMoney } from '../../orders/seller-lines.service';
import { SellerTransfersService } from '../payouts/seller-transfers.service';
import { sellerFundsConfig, type SellerFundsConfig } from '../seller-funds.config';
import { SellerLedgerService } from './seller-ledger.service';

/**
 * Keeps the sellers' ledger in step with their orders: a paid order earns, a delivered one starts
 * each line's hold (SELLER_FUNDS_HOLD_DAYS, or the product's return window when longer), a
 * confirmed refund reverses (and, when the order's earnings were already transferred, takes the
 * seller's share back from the transfer). Each is a job written with the change
 * (the job queue retries a failure, then marks it dead with an ALERT line); each may run again, or
 * before another, without counting twice.
 */
@Injectable()
export class SellerLedgerListener {
  constructor(
    private readonly ledger: SellerLedgerService,
    private readonly lines: SellerLinesService,
    private readonly facts: SellerSalesFactsService,
    private readonly transfers: SellerTransfersService,
    @Inject(sellerFundsConfig.KEY) private readonly funds: SellerFundsConfig,
  ) {}

  @OnDomainEvent(OrderPaidEvent)
  async paid(event: OrderPaidEvent): Promise<void> {
    const order = await this.lines.money(event.orderId);
    if (!order) return;
    await this.ledger.earn(order);
    // Delivered before this ran: the release already passed these earnings by.
    if (order.deliveredAt) await this.release(order, order.deliveredAt);
  }

  @OnDomainEvent(OrderDeliveredEvent)
  async delivered(event: OrderDeliveredEvent): Promise<void> {
    const order = await this.lines.money(event.orderId);
    if (!order) return;
    // Delivered before the payment's job ran: earn first (once), so the release has rows to date.
    await this.ledger.earn(order);
    await this.release(order, event.deliveredAt);
  }

  @OnDomainEvent(OrderRefundedEvent)
  async refunded(event: OrderRefundedEvent): Promise<void> {
    if (event.status !== 'succeeded') return;
    const order = await this.lines.money(event.orderId);
    if (!order || order.lines.length === 0) return;
    // A refund means the order was paid: earn first (once) in case the payment's job has not run yet.
    await this.ledger.earn(order);
    const returned = event.returnId ? await this.lines.returnedUnits(event.returnId) : null;
    await this.ledger.reverse(order, {
      refundId: event.refundId,
      amountCents: event.amountCents,
      returned,
    });
    await this.transfers.recover(order.orderId, 'refund', event.refundId);
  }

  private async release(order: OrderMoney, deliveredAt: Date): Promise<void> {
    if (order.lines.length === 0) return;
    const returnDays = await this.facts.returnPolicyDays(
      order.lines.flatMap((l) => (l.productId ? [l.productId] : [])),
    );
    const hold = this.funds.holdDays;
    const days = new Map([...returnDays].map(([productId, d]) => [productId, Math.max(d, hold)]));
    await this.ledger.release(order, deliveredAt, days, Math.max(this.facts.defaultReturnDays, hold));
  }
}
