import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { Paged, PageQuery, SellerPayout } from '@phonehub/contracts';
import { AuditService } from '../../audit/audit.service';
import { JobQueue } from '../../jobs/job-queue.service';
import { pageOf } from '../../common/paging/paged';
import { SellerLedgerEntryEntity } from '../ledger/seller-ledger-entry.entity';
import { SellerLedgerService } from '../ledger/seller-ledger.service';
import { SellerPayoutMadeEvent } from './seller-payout-made.event';
import { SellerPayoutEntity } from './seller-payout.entity';
import { PayoutErrors } from './seller-payouts.errors';

export const toSellerPayout = (payout: SellerPayoutEntity): SellerPayout => ({
  id: payout.id,
  amount_cents: payout.amountCents,
  reference: payout.reference,
  created_at: payout.createdAt.toISOString(),
});

/** Payouts of sellers' available balances: once per idempotency key, never more than is available. */
@Injectable()
export class SellerPayoutsService {
  constructor(
    private readonly db: DataSource,
    @InjectRepository(SellerPayoutEntity) private readonly payouts: Repository<SellerPayoutEntity>,
    private readonly ledger: SellerLedgerService,
    private readonly jobs: JobQueue,
    private readonly audit: AuditService,
  ) {}

  /**
   * Pays out the seller's whole available balance. Under a per-seller lock, a key already used
   * answers its payout (`created: false`) instead of paying again; with nothing available it is a 409.
   */
  async payOut(
    sellerId: string,
    reference: string,
    idempotencyKey: string,
    actorId: string | null = null,
  ): Promise<{ payout: SellerPayout; created: boolean }> {
    return this.db.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`seller-payout:${sellerId}`]);
      const earlier = await manager.getRepository(SellerPayoutEntity).findOneBy({ sellerId, idempotencyKey });
      if (earlier) return { payout: toSellerPayout(earlier), created: false };
      const balance = (await this.ledger.balances([sellerId], manager)).get(sellerId);
      const amountCents = balance?.available ?? 0;
      if (amountCents <= 0) throw PayoutErrors.nothingToPayOut();
      const payout = await manager
        .getRepository(SellerPayoutEntity)
        .save(
          manager
            .getRepository(SellerPayoutEntity)
            .create({ sellerId, amountCents, reference, idempotencyKey }),
        );
      await manager.getRepository(SellerLedgerEntryEntity).insert({
        sellerId,
        kind: 'payout',
        amountCents: -amountCents,
        payoutId: payout.id,
        availableAt: payout.createdAt,
      });
      await this.audit.record(
        {
          actorId,
          action: 'seller.payout',
          entityType: 'seller',
          entityId: sellerId,
          before: { available_cents: amountCents },
          after: { available_cents: 0, payout_id: payout.id, amount_cents: amountCents, reference },
        },
        manager,
      );
      const event = new SellerPayoutMadeEvent(sellerId, payout.id, amountCents, reference);
      await this.jobs.publish(manager, event);
      return { payout: toSellerPayout(payout), created: true };
    });
  }

  /** The seller's payouts, newest first. */
  async list(
    sellerId: string,
    query: Required<Pick<PageQuery, 'page' | 'page_size'>>,
  ): Promise<Paged<SellerPayout>> {
    const builder = this.payouts
      .createQueryBuilder('p')
      .where('p.seller_id = :sellerId', { sellerId })
      .orderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC');
    return pageOf(builder, query, toSellerPayout);
  }
}
