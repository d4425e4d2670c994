import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ReconciliationMismatch, ReconciliationRun, ReconciliationSource } from '@phonehub/contracts';
import { formatCents } from '@phonehub/domain';
import { DataSource, Repository } from 'typeorm';
import { CreditService } from '../credit/credit.service';
import { DisputesService } from '../disputes/disputes.service';
import { JobHandler } from '../jobs/job-handler.decorator';
import { SettledOrdersQuery } from '../orders/settled-orders.query';
import { PAYOUT_GATEWAY, type PayoutGateway } from '../payouts/payout-gateway.port';
import { SellerPayoutsService } from '../sellers/payouts/seller-payouts.service';
import { TradePayoutsQuery } from '../trade/trade-payouts.query';
import { ReconciliationRunEntity } from './reconciliation-run.entity';

/** How far back the daily run looks (both sides' records created in the window). */
const DAILY_WINDOW_DAYS = 3;
/** The newest minutes are left to the next run: a transfer is written a moment before the provider makes it. */
const SETTLING_MINUTES = 10;

/** The provider's balance transaction types we keep ledgers for, and what they are to us. */
const SOURCE_OF_TYPE: Readonly<Record<string, ReconciliationSource>> = {
  charge: 'charge',
  payment: 'charge',
  refund: 'refund',
  payment_refund: 'refund',
  transfer: 'transfer',
  transfer_refund: 'reversal',
  transfer_cancel: 'reversal',
  adjustment: 'dispute',
};

const NOUN: Readonly<Record<ReconciliationSource, string>> = {
  charge: 'payment',
  refund: 'refund',
  transfer: 'transfer',
  reversal: 'transfer reversal',
  dispute: 'dispute',
};

export const toReconciliationRun = (run: ReconciliationRunEntity): ReconciliationRun => ({
  id: run.id,
  started_at: run.startedAt.toISOString(),
  finished_at: run.finishedAt.toISOString(),
  from: run.windowFrom.toISOString(),
  to: run.windowTo.toISOString(),
  checked: run.checked,
  mismatches: run.mismatches,
});

interface Side {
  source: ReconciliationSource;
  cents: number;
}

/**
 * Compares what our ledgers say moved through the platform's balance (card payments less store
 * credit, refunds to cards, transfers to sellers and trade-in customers, reversals of transfers,
 * disputes) with the provider's balance transactions over a window, and lists every difference
 * with both sides' figures: something only one side has, or the same thing at two amounts. Daily,
 * and on an admin's request; each run is kept.
 */
@Injectable()
export class ProviderReconciliation {
  private readonly logger = new Logger(ProviderReconciliation.name);

  constructor(
    private readonly db: DataSource,
    @InjectRepository(ReconciliationRunEntity) private readonly runs: Repository<ReconciliationRunEntity>,
    private readonly orders: SettledOrdersQuery,
    private readonly credit: CreditService,
    private readonly sellers: SellerPayoutsService,
    private readonly trades: TradePayoutsQuery,
    private readonly disputes: DisputesService,
    @Inject(PAYOUT_GATEWAY) private readonly gateway: PayoutGateway,
  ) {}

  @JobHandler('reconcile-provider', { cron: '17 3 * * *', concurrency: 1 })
  async daily(): Promise<ReconciliationRun> {
    const to = new Date(Date.now() - SETTLING_MINUTES * 60_000);
    return this.run(new Date(to.getTime() - DAILY_WINDOW_DAYS * 86_400_000), to, null);
  }

  /** The latest run, or null before the first. */
  async latest(): Promise<ReconciliationRun | null> {
    const [run] = await this.runs.find({ order: { startedAt: 'DESC' }, take: 1 });
    return run ? toReconciliationRun(run) : null;
  }

  async run(from: Date, to: Date, requestedBy: string | null): Promise<ReconciliationRun> {
    const startedAt = new Date();
    const provider = new Map<string, Side>();
    let checked = 0;
    for (const row of await this.gateway.balanceTransactions(from, to)) {
      const source = SOURCE_OF_TYPE[row.type];
      if (!source || !row.sourceId) continue;
      checked += 1;
      const seen = provider.get(row.sourceId);
      provider.set(row.sourceId, { source, cents: (seen?.cents ?? 0) + row.amountCents });
    }
    const ours = await this.ourSide(from, to);
    const mismatches: ReconciliationMismatch[] = [];
    for (const [reference, theirs] of provider) {
      const mine = ours.get(reference);
      if (!mine)
        mismatches.push({
          source: theirs.source,
          reference,
          ours_cents: null,
          provider_cents: theirs.cents,
          note: `The provider has a ${NOUN[theirs.source]} of ${formatCents(Math.abs(theirs.cents))} we have no record of`,
        });
      else if (mine.cents !== theirs.cents)
        mismatches.push({
          source: theirs.source,
          reference,
          ours_cents: mine.cents,
          provider_cents: theirs.cents,
          note: `The ${NOUN[theirs.source]} is ${formatCents(Math.abs(mine.cents))} in our ledger and ${formatCents(Math.abs(theirs.cents))} at the provider`,
        });
    }
    for (const [reference, mine] of ours)
      if (!provider.has(reference))
        mismatches.push({
          source: mine.source,
          reference,
          ours_cents: mine.cents,
          provider_cents: null,
          note: `Our ledger has a ${NOUN[mine.source]} of ${formatCents(Math.abs(mine.cents))} the provider has no record of`,
        });
    const saved = await this.runs.save(
      this.runs.create({
        startedAt,
        finishedAt: new Date(),
        windowFrom: from,
        windowTo: to,
        checked,
        mismatches,
        requestedBy,
      }),
    );
    if (mismatches.length > 0)
      this.logger.error(
        `ALERT reconciliation ${saved.id}: ${mismatches.length} mismatch(es) with the provider from ${from.toISOString()} to ${to.toISOString()}`,
      );
    return toReconciliationRun(saved);
  }

  /** What our ledgers expect the provider's balance to show, by the provider's ids (signed as the platform's balance moves). */
  private async ourSide(from: Date, to: Date): Promise<Map<string, Side>> {
    const ours = new Map<string, Side>();
    const add = (reference: string, source: ReconciliationSource, cents: number) =>
      ours.set(reference, { source, cents: (ours.get(reference)?.cents ?? 0) + cents });

    const payments = await this.orders.cardPaymentsBetween(from, to);
    const credit = await this.credit.spentOnOrders(
      this.db.manager,
      payments.map((p) => p.orderId),
    );
    for (const payment of payments) {
      const charge = await this.gateway.chargeOfPayment(payment.paymentId);
      add(charge ?? payment.paymentId, 'charge', payment.totalCents - (credit.get(payment.orderId) ?? 0));
    }
    for (const refund of await this.orders.providerRefundsBetween(from, to))
      add(refund.providerRefundId, 'refund', -refund.cardCents);
    for (const movement of await this.sellers.providerMovements(from, to))
      add(movement.providerId, movement.kind, movement.cents);
    for (const transfer of await this.trades.providerTransfersBetween(from, to))
      add(transfer.providerTransferId, 'transfer', -transfer.amountCents);
    for (const dispute of await this.disputes.between(from, to)) {
      if (dispute.createdAt >= from && dispute.createdAt < to)
        add(dispute.providerDisputeId, 'dispute', -dispute.amountCents);
      if (dispute.status === 'won' && dispute.closedAt && dispute.closedAt >= from && dispute.closedAt < to)
        add(dispute.providerDisputeId, 'dispute', dispute.amountCents);
    }
    return ours;
  }
}
