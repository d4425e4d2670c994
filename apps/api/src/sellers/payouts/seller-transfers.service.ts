import { Inject, Injectable, Logger } from '@nestjs/common';
import { transferMachine } from '@phonehub/domain';
import { orderReference } from '@phonehub/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { UsersService } from '../../auth/users.service';
import { errorText } from '../../common/errors/error-text';
import { JobHandler, OnDomainEvent } from '../../jobs/job-handler.decorator';
import { JobQueue } from '../../jobs/job-queue.service';
import { SellerLinesService } from '../../orders/seller-lines.service';
import { PayoutAccountEnabledEvent } from '../../payouts/events/payout-account-enabled.event';
import { PayoutAccountsService } from '../../payouts/payout-accounts.service';
import { PAYOUT_GATEWAY, PayoutRefusedError, type PayoutGateway } from '../../payouts/payout-gateway.port';
import { StatusChanges, SYSTEM } from '../../status-history/status-changes.service';
import { SellerLedgerEntryEntity } from '../ledger/seller-ledger-entry.entity';
import { SellerLedgerService } from '../ledger/seller-ledger.service';
import { sellerFundsConfig, type SellerFundsConfig } from '../seller-funds.config';
import { SellerPayoutMadeEvent } from './seller-payout-made.event';
import { SellerPayoutEntity } from './seller-payout.entity';
import { SellerTransferReversalEntity, type ReversalCause } from './seller-transfer-reversal.entity';
import { SellerTransferReversedEvent } from './seller-transfer-reversed.event';
import { planTransfers } from './transfer-plan';

/** A run's outcome, for the job's log line and the tests. */
export interface TransferRunReport {
  /** Transfers sent (pending ones from earlier runs included). */
  sent: number;
  failed: number;
  /** Left pending: the provider could not be reached; the next run sends them with the same key. */
  pending: number;
}

const FAILURE_MAX = 500;

/**
 * Sellers are paid by transfers to their payout accounts (Stripe Connect, "separate charges and
 * transfers"): each run plans, per seller under a lock, one transfer per order whose earnings are
 * payable (delivered, hold passed) and not held by a dispute, after settling the seller's debts
 * from them; each transfer is written pending with its ledger entry, then sent with its own id as
 * the idempotency key, `transfer_group` = the order and `source_transaction` = the order's charge.
 * A crash or a second instance between the two finds the transfer pending and sends it again with
 * the same key: the provider moves the money once. A refund (or lost dispute) after a transfer
 * takes the seller's share back from it at the provider; when the seller's account has not enough,
 * the debt stays on the ledger and the next transfers settle it.
 */
@Injectable()
export class SellerTransfersService {
  private readonly logger = new Logger(SellerTransfersService.name);

  constructor(
    private readonly db: DataSource,
    private readonly ledger: SellerLedgerService,
    private readonly orders: SellerLinesService,
    private readonly accounts: PayoutAccountsService,
    private readonly users: UsersService,
    private readonly changes: StatusChanges,
    private readonly jobs: JobQueue,
    @Inject(PAYOUT_GATEWAY) private readonly gateway: PayoutGateway,
    @Inject(sellerFundsConfig.KEY) private readonly config: SellerFundsConfig,
  ) {}

  /** The scheduled run: every seller with something payable, and every transfer left pending. */
  @JobHandler('seller-transfers', { cron: '*/15 * * * *', concurrency: 1 })
  async run(): Promise<TransferRunReport> {
    const report: TransferRunReport = { sent: 0, failed: 0, pending: 0 };
    const pendingSellers: Array<{ seller_id: string }> = await this.db.query(
      `SELECT DISTINCT seller_id FROM seller_payouts WHERE status = 'pending'`,
    );
    const sellers = new Set([
      ...pendingSellers.map((row) => row.seller_id),
      ...(await this.ledger.sellersWithAvailable()),
    ]);
    for (const sellerId of sellers) {
      const one = await this.runForSeller(sellerId);
      report.sent += one.sent;
      report.failed += one.failed;
      report.pending += one.pending;
    }
    if (report.sent + report.failed + report.pending > 0)
      this.logger.log(
        `Seller transfers: ${report.sent} sent, ${report.failed} refused, ${report.pending} pending`,
      );
    return report;
  }

  /** A seller's account just became payable: what waited for it goes now. */
  @OnDomainEvent(PayoutAccountEnabledEvent)
  async accountEnabled(event: PayoutAccountEnabledEvent): Promise<void> {
    if (event.purpose === 'seller') await this.runForSeller(event.ownerId);
  }

  /** Plans the seller's transfers (once, under the seller's lock), then sends every pending one. */
  async runForSeller(sellerId: string): Promise<TransferRunReport> {
    const destination = await this.accounts.enabledDestination('seller', sellerId);
    if (destination) {
      const seller = await this.users.findById(sellerId);
      // Money leaves only for a seller who owns their address (issue 34).
      if (seller?.isSeller && seller.emailVerifiedAt) await this.plan(sellerId, destination);
    }
    return this.sendPending(sellerId);
  }

  private async plan(sellerId: string, destination: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      await lockSeller(manager, sellerId);
      const nets = await this.ledger.availableNets(sellerId, manager);
      const orderIds = nets.flatMap((n) => (n.orderId ? [n.orderId] : []));
      const payments = await this.orders.payments(orderIds);
      const held = new Set([...payments.values()].filter((p) => p.disputed).map((p) => p.orderId));
      const entries = manager.getRepository(SellerLedgerEntryEntity);
      for (const plan of planTransfers(nets, held)) {
        let payoutId: string | null = null;
        if (plan.amountCents > 0) {
          const [{ n }]: Array<{ n: number }> = await manager.query(
            `SELECT count(*)::int AS n FROM seller_payouts WHERE seller_id = $1 AND order_id = $2`,
            [sellerId, plan.orderId],
          );
          const payout = await manager.getRepository(SellerPayoutEntity).save(
            manager.getRepository(SellerPayoutEntity).create({
              sellerId,
              orderId: plan.orderId,
              amountCents: plan.amountCents,
              reference: `Order ${orderReference(plan.orderId)}`,
              idempotencyKey: `order:${plan.orderId}:${n + 1}`,
              status: 'pending',
              destination,
            }),
          );
          await this.changes.record(manager, 'transfer', payout.id, {
            from: null,
            to: 'pending',
            actor: SYSTEM,
            at: payout.createdAt,
          });
          payoutId = payout.id;
          await entries.insert({
            sellerId,
            orderId: plan.orderId,
            kind: 'payout',
            amountCents: -plan.amountCents,
            payoutId,
            availableAt: payout.createdAt,
          });
        }
        for (const settle of plan.settles)
          await entries.insert([
            {
              sellerId,
              orderId: plan.orderId,
              kind: 'netting',
              amountCents: -settle.cents,
              payoutId,
              availableAt: new Date(),
            },
            {
              sellerId,
              orderId: settle.debtOrderId,
              kind: 'netting',
              amountCents: settle.cents,
              payoutId,
              availableAt: new Date(),
            },
          ]);
      }
    });
  }

  /** Sends the seller's pending transfers, each with its own id as the idempotency key. */
  private async sendPending(sellerId: string): Promise<TransferRunReport> {
    const report: TransferRunReport = { sent: 0, failed: 0, pending: 0 };
    const pending = await this.db.getRepository(SellerPayoutEntity).find({
      where: { sellerId, status: 'pending' },
      order: { createdAt: 'ASC' },
    });
    for (const payout of pending) {
      const outcome = await this.send(payout);
      report[outcome] += 1;
    }
    return report;
  }

  private async send(payout: SellerPayoutEntity): Promise<'sent' | 'failed' | 'pending'> {
    try {
      const payment = payout.orderId
        ? (await this.orders.payments([payout.orderId])).get(payout.orderId)
        : undefined;
      const sourceCharge = payment?.paymentId ? await this.gateway.chargeOfPayment(payment.paymentId) : null;
      const transfer = await this.gateway.transfer({
        amountCents: payout.amountCents,
        currency: payment?.currency ?? this.config.currency,
        destination: payout.destination ?? '',
        transferGroup: payout.orderId ? `order:${payout.orderId}` : `seller:${payout.sellerId}`,
        sourceCharge,
        description: `${payout.reference}: seller earnings`,
        metadata: { seller_id: payout.sellerId, payout_id: payout.id, order_id: payout.orderId ?? '' },
        idempotencyKey: `seller-transfer:${payout.id}`,
      });
      await this.settle(payout.id, 'paid', { providerTransferId: transfer.id });
      return 'sent';
    } catch (error) {
      if (!(error instanceof PayoutRefusedError)) {
        this.logger.error(
          `Transfer ${payout.id} to seller ${payout.sellerId} not sent yet: ${errorText(error)}`,
        );
        return 'pending';
      }
      this.logger.error(`ALERT transfer ${payout.id} to seller ${payout.sellerId} refused: ${error.message}`);
      await this.settle(payout.id, 'failed', {
        failure: `${error.code}: ${error.message}`.slice(0, FAILURE_MAX),
      });
      return 'failed';
    }
  }

  /** Moves a pending transfer to paid or failed (once: a second instance finds it settled). */
  private async settle(
    payoutId: string,
    to: 'paid' | 'failed',
    also: { providerTransferId?: string; failure?: string },
  ): Promise<void> {
    await this.db.transaction(async (manager) => {
      const payout = await manager
        .getRepository(SellerPayoutEntity)
        .findOne({ where: { id: payoutId }, lock: { mode: 'pessimistic_write' } });
      if (!payout || payout.status !== 'pending') return;
      await this.changes.transition(manager, transferMachine, 'transfer', payout, to, { actor: SYSTEM });
      await manager.update(SellerPayoutEntity, { id: payoutId }, { status: to, ...also });
      if (to === 'failed') {
        // The money never left: it is payable again (the next run tries anew, once the account is fixed).
        await manager.getRepository(SellerLedgerEntryEntity).insert({
          sellerId: payout.sellerId,
          orderId: payout.orderId,
          kind: 'payout_failed',
          amountCents: payout.amountCents,
          payoutId,
          availableAt: new Date(),
        });
        return;
      }
      await this.jobs.publish(
        manager,
        new SellerPayoutMadeEvent(
          payout.sellerId,
          payout.id,
          payout.amountCents,
          also.providerTransferId ?? payout.reference,
        ),
      );
    });
  }

  /**
   * After a refund or a lost dispute on `orderId`: for each seller the order now owes money back
   * to (its entries sum below zero because a transfer was already sent), take the difference back
   * from those transfers at the provider. A refusal (the seller's account is empty) is recorded and
   * the debt stays on the ledger. Once per transfer and cause, however often it runs.
   */
  async recover(orderId: string, cause: ReversalCause, causeId: string): Promise<void> {
    for (const standing of await this.ledger.standings(orderId)) {
      let owed = -standing.net;
      if (owed <= 0) continue;
      const transfers = await this.db.getRepository(SellerPayoutEntity).find({
        where: { sellerId: standing.sellerId, orderId, status: 'paid' },
        order: { createdAt: 'ASC' },
      });
      for (const transfer of transfers) {
        if (owed <= 0) break;
        const done = await this.db
          .getRepository(SellerTransferReversalEntity)
          .findOneBy({ payoutId: transfer.id, causeId });
        if (done) {
          owed -= done.status === 'reversed' ? done.amountCents : 0;
          if (done.status === 'failed') break;
          continue;
        }
        const cents = Math.min(owed, transfer.amountCents - transfer.reversedCents);
        if (cents <= 0 || !transfer.providerTransferId) continue;
        const recovered = await this.reverseOne(transfer, cents, cause, causeId);
        if (!recovered) break;
        owed -= cents;
      }
    }
  }

  /** One reversal at the provider, recorded with its ledger entry; false when the provider refused it. */
  private async reverseOne(
    transfer: SellerPayoutEntity,
    cents: number,
    cause: ReversalCause,
    causeId: string,
  ): Promise<boolean> {
    let providerReversalId: string | null = null;
    let failure: string | null = null;
    try {
      const reversal = await this.gateway.reverseTransfer({
        transferId: transfer.providerTransferId as string,
        amountCents: cents,
        metadata: { payout_id: transfer.id, cause, cause_id: causeId },
        idempotencyKey: `seller-reversal:${transfer.id}:${causeId}`,
      });
      providerReversalId = reversal.id;
    } catch (error) {
      if (!(error instanceof PayoutRefusedError)) throw error;
      failure = `${error.code}: ${error.message}`.slice(0, FAILURE_MAX);
      this.logger.warn(`Reversal of transfer ${transfer.id} refused, the seller owes it: ${error.message}`);
    }
    await this.db.transaction(async (manager) => {
      const inserted = await manager
        .getRepository(SellerTransferReversalEntity)
        .createQueryBuilder()
        .insert()
        .values({
          payoutId: transfer.id,
          sellerId: transfer.sellerId,
          orderId: transfer.orderId as string,
          cause,
          causeId,
          amountCents: cents,
          status: providerReversalId ? 'reversed' : 'failed',
          providerReversalId,
          failure,
        })
        .orIgnore()
        .returning('id')
        .execute();
      const reversalId = (inserted.raw as Array<{ id: string }>)[0]?.id;
      if (!reversalId) return;
      await this.jobs.publish(
        manager,
        new SellerTransferReversedEvent(
          transfer.sellerId,
          reversalId,
          transfer.orderId as string,
          cents,
          cause,
          providerReversalId ? 'reversed' : 'owed',
        ),
      );
      if (!providerReversalId) return;
      await manager.query(
        `UPDATE seller_payouts SET reversed_cents = reversed_cents + $2, updated_at = now() WHERE id = $1`,
        [transfer.id, cents],
      );
      await manager.getRepository(SellerLedgerEntryEntity).insert({
        sellerId: transfer.sellerId,
        orderId: transfer.orderId,
        kind: 'payout_reversal',
        amountCents: cents,
        payoutId: transfer.id,
        transferReversalId: reversalId,
        availableAt: new Date(),
      });
    });
    return providerReversalId !== null;
  }
}

/** One planner per seller at a time, across instances: a second waits and then finds nothing left. */
function lockSeller(manager: EntityManager, sellerId: string) {
  return manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`seller-payout:${sellerId}`]);
}
