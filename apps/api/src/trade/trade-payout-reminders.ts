import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { JobHandler } from '../jobs/job-handler.decorator';
import { TradeRequestEntity } from './entities/trade-request.entity';
import { TradePayoutAccounts } from './trade-payout-accounts';

/**
 * Once a day, the owner of each pending bank payout whose recipient account cannot be paid yet, and
 * who was never asked, is mailed to set up payouts: the payouts that waited on bank details we no
 * longer keep (a payout chosen since is asked as it is chosen). Each is asked once
 * (payout_setup_reminded_at, set under the row lock with the mail's job).
 */
@Injectable()
export class TradePayoutReminders {
  constructor(
    @InjectRepository(TradeRequestEntity) private readonly trades: Repository<TradeRequestEntity>,
    private readonly payoutAccounts: TradePayoutAccounts,
  ) {}

  /** Answers the ids of the trades whose owners were asked. */
  @JobHandler('trade-payout-setup-reminders', { cron: '30 15 * * *', concurrency: 1 })
  async remind(): Promise<string[]> {
    const unasked = await this.trades
      .createQueryBuilder('t')
      .where(`t.payout_method = 'bank_transfer' AND t.payout_status = 'pending'`)
      .andWhere('t.payout_setup_reminded_at IS NULL')
      .orderBy('t.payout_requested_at', 'ASC', 'NULLS FIRST')
      .addOrderBy('t.id', 'ASC')
      .getMany();
    const statuses = await this.payoutAccounts.statusesOf(unasked);
    const asked: string[] = [];
    for (const { id } of unasked.filter((trade) => statuses.get(trade.id)?.state !== 'enabled'))
      if (await this.ask(id)) asked.push(id);
    return asked;
  }

  private ask(tradeId: string): Promise<boolean> {
    return this.trades.manager.transaction(async (manager) => {
      const trade = await manager
        .getRepository(TradeRequestEntity)
        .findOne({ where: { id: tradeId }, lock: { mode: 'pessimistic_write' } });
      if (
        !trade ||
        trade.payoutMethod !== 'bank_transfer' ||
        trade.payoutStatus !== 'pending' ||
        trade.payoutSetupRemindedAt !== null
      )
        return false;
      trade.payoutSetupRemindedAt = new Date();
      await manager.save(trade);
      await this.payoutAccounts.askForSetup(manager, trade, true);
      return true;
    });
  }
}
