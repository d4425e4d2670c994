import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface SettledOrder {
  id: string;
  paidAt: Date;
  deliveredAt: Date | null;
  /** Whether a marketplace seller has a line in it (so the sellers' ledger has rows for it). */
  hasSellerLines: boolean;
}

/** The orders' side of the reconciliation: which orders were paid, or delivered, in a time window. */
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
}
