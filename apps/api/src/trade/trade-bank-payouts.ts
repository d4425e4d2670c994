import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { formatCents, type TransitionContext } from '@phonehub/domain';
import { type EntityManager, Repository } from 'typeorm';
import { errorText } from '../common/errors/error-text';
import { OnDomainEvent, JobHandler } from '../jobs/job-handler.decorator';
import { PayoutAccountEnabledEvent } from '../payouts/events/payout-account-enabled.event';
import {
  PAYOUT_GATEWAY,
  PayoutRefusedError,
  type GatewayTransfer,
  type PayoutGateway,
} from '../payouts/payout-gateway.port';
import { StatusChanges } from '../status-history/status-changes.service';
import { TradeRequestEntity } from './entities/trade-request.entity';
import { TradeBankPayoutDueEvent } from './events/trade-bank-payout-due.event';
import { markBankPayoutSent } from './payout-transition';
import { TradePayoutAccounts } from './trade-payout-accounts';
import { TradeProgress } from './trade-progress';

/** What one attempt at a trade's bank payout came to. */
export type BankPayoutOutcome =
  /** Sent now: the trade is completed with the transfer's id. */
  | 'sent'
  /** The provider refused it: the reason is on the trade, the next run tries again. */
  | 'refused'
  /** The owner's recipient account cannot be paid yet. */
  | 'waiting'
  /** Nothing to send: no pending bank payout (sent already, or none chosen). */
  | 'none';

export interface BankPayoutRun {
  sent: string[];
  refused: string[];
  waiting: number;
}

/** Says the payout is the system's doing (a job), not a person's. */
const bySystem = (): TransitionContext & { at: Date } => ({
  actor: { kind: 'system', id: null },
  at: new Date(),
});

/** Longest refusal text kept on the trade (payout_failure). */
const FAILURE_MAX = 500;

/**
 * Trade-in bank payouts: transfers to the customer's recipient account at the payment provider,
 * sent as soon as that account can be paid — when the payout is chosen (if it already can), when
 * the provider says it became payable (PayoutAccountEnabledEvent), and every 15 minutes for
 * whatever is left — and retried until they go.
 *
 * One transfer per trade, however many instances or runs try at once: the trade's row lock is held
 * across the provider call (a second sender waits, then finds the payout paid), and the call's
 * idempotency key is the trade's (a run that died after the provider answered gets the same
 * transfer back). Only a refusal, which moved no money, makes the next attempt a new request.
 */
@Injectable()
export class TradeBankPayouts {
  private readonly logger = new Logger(TradeBankPayouts.name);

  constructor(
    @InjectRepository(TradeRequestEntity) private readonly trades: Repository<TradeRequestEntity>,
    @Inject(PAYOUT_GATEWAY) private readonly gateway: PayoutGateway,
    private readonly payoutAccounts: TradePayoutAccounts,
    private readonly progress: TradeProgress,
    private readonly statusChanges: StatusChanges,
  ) {}

  /**
   * Every pending bank payout whose owner's account can be paid, oldest first. A trade that fails
   * (the provider unreachable) does not hold the others up; the run then fails, so it is retried.
   */
  @JobHandler('trade-bank-payouts', { cron: '*/15 * * * *', concurrency: 1 })
  async sendDue(): Promise<BankPayoutRun> {
    const pending = await this.pendingBankPayouts();
    const statuses = await this.payoutAccounts.statusesOf(pending);
    const payable = pending.filter((trade) => statuses.get(trade.id)?.state === 'enabled');
    const run: BankPayoutRun = { sent: [], refused: [], waiting: pending.length - payable.length };
    let failed = 0;
    for (const trade of payable) {
      try {
        const outcome = await this.send(trade.id);
        if (outcome === 'sent') run.sent.push(trade.id);
        else if (outcome === 'refused') run.refused.push(trade.id);
        else if (outcome === 'waiting') run.waiting++;
      } catch (error) {
        failed++;
        this.logger.error(`The bank payout of trade ${trade.id} could not be sent: ${errorText(error)}`);
      }
    }
    if (failed > 0)
      throw new Error(`${failed} trade-in bank payout(s) could not be sent; the run is retried`);
    return run;
  }

  /** A recipient account became payable: its owner's waiting bank payouts go now. */
  @OnDomainEvent(PayoutAccountEnabledEvent)
  async accountEnabled(event: PayoutAccountEnabledEvent): Promise<void> {
    if (event.purpose !== 'recipient') return;
    for (const trade of await this.pendingBankPayouts(event.ownerId)) await this.send(trade.id);
  }

  /** Chosen while the account could already be paid. */
  @OnDomainEvent(TradeBankPayoutDueEvent)
  async due(event: TradeBankPayoutDueEvent): Promise<void> {
    await this.send(event.tradeId);
  }

  /**
   * One attempt at the trade's bank payout, under its row lock: nothing when it is not pending or
   * the account cannot be paid; else the transfer, then the trade completed with it (timeline and
   * mail), or the provider's refusal recorded. Anything else (the provider unreachable) throws and
   * leaves the trade as it was, for the job to retry.
   */
  send(tradeId: string): Promise<BankPayoutOutcome> {
    return this.trades.manager.transaction(async (manager) => {
      const trade = await manager
        .getRepository(TradeRequestEntity)
        .findOne({ where: { id: tradeId }, lock: { mode: 'pessimistic_write' } });
      if (!trade || trade.payoutMethod !== 'bank_transfer' || trade.payoutStatus !== 'pending') return 'none';
      const destination = await this.payoutAccounts.destinationOf(trade);
      if (!destination) return 'waiting';
      let transfer: GatewayTransfer;
      try {
        transfer = await this.gateway.transfer({
          amountCents: trade.payoutCents ?? 0,
          currency: 'usd',
          destination,
          transferGroup: `trade:${trade.id}`,
          sourceCharge: null,
          description: `PhoneHub trade-in ${trade.trackingCode}`,
          metadata: { trade_id: trade.id },
          idempotencyKey: payoutKey(trade),
        });
      } catch (error) {
        if (!(error instanceof PayoutRefusedError)) throw error;
        await this.recordRefusal(manager, trade, error.message);
        return 'refused';
      }
      const note = await markBankPayoutSent(this.statusChanges, manager, trade, transfer.id, bySystem());
      const saved = await manager.save(trade);
      await this.progress.step(manager, saved, note);
      return 'sent';
    });
  }

  /** The refusal goes on the trade (retried later); the timeline says so once, not at every retry. */
  private async recordRefusal(
    manager: EntityManager,
    trade: TradeRequestEntity,
    reason: string,
  ): Promise<void> {
    const first = trade.payoutFailure === null;
    trade.payoutFailure = reason.slice(0, FAILURE_MAX);
    trade.payoutRefusals += 1;
    const saved = await manager.save(trade);
    this.logger.warn(`The provider refused the bank payout of trade ${trade.id}: ${reason}`);
    if (first)
      await this.progress.note(
        manager,
        saved,
        `Bank payout of ${formatCents(trade.payoutCents ?? 0)} could not be sent yet: ${saved.payoutFailure}. We try again automatically.`,
      );
  }

  /** Pending bank payouts, oldest choice first; of one recipient account's owner when given. */
  private pendingBankPayouts(owner?: string): Promise<TradeRequestEntity[]> {
    const query = this.trades
      .createQueryBuilder('t')
      .where(`t.payout_method = 'bank_transfer' AND t.payout_status = 'pending'`)
      .orderBy('t.payout_requested_at', 'ASC', 'NULLS FIRST')
      .addOrderBy('t.id', 'ASC');
    // A guest's account is the trade's own; a customer's serves all their trades.
    if (owner) query.andWhere('(t.user_id = :owner OR (t.user_id IS NULL AND t.id = :owner))', { owner });
    return query.getMany();
  }
}

/**
 * The trade's key for the transfer: the same for every attempt until the provider refuses one (a
 * provider replays a refusal for as long as its key lives), then a new one per refusal.
 */
export function payoutKey(trade: Pick<TradeRequestEntity, 'id' | 'payoutRefusals'>): string {
  const key = `trade-payout:${trade.id}`;
  return trade.payoutRefusals === 0 ? key : `${key}:after-refusal-${trade.payoutRefusals}`;
}
