import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The trade-ins' side of the reconciliation with the payment provider. */
@Injectable()
export class TradePayoutsQuery {
  constructor(private readonly db: DataSource) {}

  /** Bank payouts sent as transfers in [from, to): the provider's transfer id and the cents sent. */
  async providerTransfersBetween(
    from: Date,
    to: Date,
  ): Promise<Array<{ providerTransferId: string; amountCents: number }>> {
    const rows: Array<{ payout_reference: string; payout_cents: number }> = await this.db.query(
      `SELECT payout_reference, payout_cents FROM trade_requests
        WHERE payout_method = 'bank_transfer' AND payout_status = 'paid'
          AND payout_reference LIKE 'tr\\_%' AND paid_at >= $1 AND paid_at < $2`,
      [from, to],
    );
    return rows.map((row) => ({ providerTransferId: row.payout_reference, amountCents: row.payout_cents }));
  }
}
