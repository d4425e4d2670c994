import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface SettledOrder {
  id: string;
  paidAt: Date;
  deliveredAt: Date | null;
  /** Whether a marketplace seller has a line in it (so the sellers' ledger has rows for it). */
  hasSellerLines: boolean;
}

/** The orders' side of the reconciliations: which orders were paid, delivered or refunded in a time window. */
@Injectable()
export class SettledOrdersQuery {
  constructor(private readonly db: DataSource) {}

  /** Orders paid, or delivered, from `from` to `to` (a refund later does not take an order out). */
  async between(from: Date, to: Date): Promise<SettledOrder[]> {
    const rows: Array<{ id: string; paid_at: Date; delivered_at: Date | null; has_seller_lines: boolean }> =
      await this.db.query(
        `SELECT o.id, o.paid_at, o.delivered_at,
              EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.seller_id IS NOT NULL) AS has_seller_lines
         FROM orders o
        WHERE o.paid_at IS NOT NULL
          AND (o.paid_at BETWEEN $1 AND $2 OR o.delivered_at BETWEEN $1 AND $2)`,
        [from, to],
      );
    return rows.map((row) => ({
      id: row.id,
      paidAt: row.paid_at,
      deliveredAt: row.delivered_at,
      hasSellerLines: row.has_seller_lines,
    }));
  }

  /** Orders whose card payment was confirmed in [from, to): their payment and total (the store credit spent is the credit module's word). */
  async cardPaymentsBetween(
    from: Date,
    to: Date,
  ): Promise<Array<{ orderId: string; paymentId: string; totalCents: number }>> {
    const rows: Array<{ id: string; payment_intent_id: string; total_cents: number }> = await this.db.query(
      `SELECT id, payment_intent_id, total_cents FROM orders
        WHERE payment_intent_id IS NOT NULL AND paid_at >= $1 AND paid_at < $2
        ORDER BY paid_at`,
      [from, to],
    );
    return rows.map((row) => ({
      orderId: row.id,
      paymentId: row.payment_intent_id,
      totalCents: row.total_cents,
    }));
  }

  /** Refunds the provider confirmed, made in [from, to): its refund id and what went back to the card. */
  async providerRefundsBetween(
    from: Date,
    to: Date,
  ): Promise<Array<{ providerRefundId: string; cardCents: number }>> {
    const rows: Array<{ provider_refund_id: string; card_cents: number }> = await this.db.query(
      `SELECT provider_refund_id, amount_cents - credit_cents AS card_cents FROM order_refunds
        WHERE provider_refund_id IS NOT NULL AND status = 'succeeded' AND created_at >= $1 AND created_at < $2`,
      [from, to],
    );
    return rows.map((row) => ({ providerRefundId: row.provider_refund_id, cardCents: row.card_cents }));
  }
}
