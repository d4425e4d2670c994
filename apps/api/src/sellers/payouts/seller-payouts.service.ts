import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type {
  AdminPayout,
  Paged,
  PageQuery,
  SellerEarnings,
  SellerPayout,
  TransferStatus,
} from '@phonehub/contracts';
import { orderReference } from '@phonehub/domain';
import { pageOf } from '../../common/paging/paged';
import { SellerLinesService } from '../../orders/seller-lines.service';
import { PayoutAccountsService } from '../../payouts/payout-accounts.service';
import { SellerLedgerService } from '../ledger/seller-ledger.service';
import type { SellerFundsConfig } from '../seller-funds.config';
import { SellerPayoutEntity } from './seller-payout.entity';

export const toSellerPayout = (payout: SellerPayoutEntity): SellerPayout => ({
  id: payout.id,
  amount_cents: payout.amountCents,
  reference: payout.reference,
  status: payout.status,
  order_id: payout.orderId,
  order_number: payout.orderId ? orderReference(payout.orderId) : null,
  provider_transfer_id: payout.providerTransferId,
  reversed_cents: payout.reversedCents,
  failure: payout.failure,
  created_at: payout.createdAt.toISOString(),
});

type Page = Required<Pick<PageQuery, 'page' | 'page_size'>>;

/** What sellers and admins read of the transfers and the earnings they come from. */
@Injectable()
export class SellerPayoutsService {
  constructor(
    @InjectRepository(SellerPayoutEntity) private readonly payouts: Repository<SellerPayoutEntity>,
    private readonly ledger: SellerLedgerService,
    private readonly orders: SellerLinesService,
    private readonly accounts: PayoutAccountsService,
  ) {}

  /** The seller's transfers, newest first. */
  list(sellerId: string, query: Page): Promise<Paged<SellerPayout>> {
    const builder = this.payouts
      .createQueryBuilder('p')
      .where('p.seller_id = :sellerId', { sellerId })
      .orderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC');
    return pageOf(builder, query, toSellerPayout);
  }

  /** Every seller's transfers for the admin, newest first, optionally of one status. */
  adminList(query: Page & { status?: TransferStatus }): Promise<Paged<AdminPayout>> {
    const builder = this.payouts
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.seller', 's')
      .orderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC');
    if (query.status) builder.where('p.status = :status', { status: query.status });
    return pageOf(builder, query, (payout) => ({
      id: payout.id,
      kind: 'seller' as const,
      payee_id: payout.sellerId,
      payee_name: `${payout.seller?.firstName ?? ''} ${payout.seller?.lastName ?? ''}`.trim(),
      payee_email: payout.seller?.email ?? '',
      amount_cents: payout.amountCents,
      status: payout.status,
      provider_transfer_id: payout.providerTransferId,
      for_reference: payout.orderId ? `Order ${orderReference(payout.orderId)}` : payout.reference,
      reversed_cents: payout.reversedCents,
      failure: payout.failure,
      created_at: payout.createdAt.toISOString(),
    }));
  }

  /** The seller's ledger summed up for the Payouts tab. */
  async earnings(sellerId: string, config: SellerFundsConfig): Promise<SellerEarnings> {
    const [sums]: Array<Record<string, string>> = await this.ledger.summary(sellerId);
    const nets = await this.ledger.availableNets(sellerId);
    const payments = await this.orders.payments(nets.flatMap((n) => (n.orderId ? [n.orderId] : [])));
    let available = 0;
    let held = 0;
    let debt = 0;
    for (const net of nets) {
      if (net.netCents < 0) debt += -net.netCents;
      else if (net.orderId && payments.get(net.orderId)?.disputed) held += net.netCents;
      else available += net.netCents;
    }
    const settled = Math.min(available, debt);
    return {
      pending_cents: Number(sums.pending),
      available_cents: available - settled,
      held_cents: held,
      transferred_cents: Number(sums.transferred),
      reversed_cents: Number(sums.reversed),
      debt_cents: debt - settled,
      hold_days: config.holdDays,
      payout_account: await this.accounts.status('seller', sellerId),
    };
  }

  /**
   * For the reconciliation with the provider: transfers sent (−, the platform's balance) and
   * reversals taken back (+) in [from, to), by the provider's ids.
   */
  async providerMovements(
    from: Date,
    to: Date,
  ): Promise<Array<{ providerId: string; kind: 'transfer' | 'reversal'; cents: number }>> {
    const rows: Array<{ provider_id: string; kind: 'transfer' | 'reversal'; cents: number }> =
      await this.payouts.query(
        `SELECT provider_transfer_id AS provider_id, 'transfer' AS kind, -amount_cents AS cents FROM seller_payouts
        WHERE status = 'paid' AND provider_transfer_id IS NOT NULL AND created_at >= $1 AND created_at < $2
       UNION ALL
       SELECT provider_reversal_id, 'reversal', amount_cents FROM seller_transfer_reversals
        WHERE status = 'reversed' AND created_at >= $1 AND created_at < $2`,
        [from, to],
      );
    return rows.map((row) => ({ providerId: row.provider_id, kind: row.kind, cents: row.cents }));
  }
}
