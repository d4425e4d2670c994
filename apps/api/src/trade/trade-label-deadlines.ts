import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { TRADE_SHIP_DAYS, TRADE_SHIP_REMINDER_DAY, tradeMachine } from '@phonehub/domain';
import { Repository, type EntityManager } from 'typeorm';
import { JobHandler } from '../jobs/job-handler.decorator';
import { ShippingService } from '../shipping/shipping.service';
import { StatusChanges, SYSTEM } from '../status-history/status-changes.service';
import { TradeRequestEntity } from './entities/trade-request.entity';
import { TradeLabels } from './trade-labels';
import { TradeProgress } from './trade-progress';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a trade lapsed: on its timeline (the trade page) and in the cancellation mail. */
export const LABEL_LAPSED_REASON = `The prepaid label expired: the device was not sent within ${TRADE_SHIP_DAYS} days`;

/** What a run did: the trades whose owners were reminded, and those that lapsed. */
export interface LabelDeadlinesRun {
  reminded: string[];
  lapsed: string[];
}

/**
 * The customer has TRADE_SHIP_DAYS from the approval to send the device with its prepaid label.
 * Once a day: at day TRADE_SHIP_REMINDER_DAY, a trade whose label the carrier has not scanned yet
 * is reminded once (label_reminded_at); after TRADE_SHIP_DAYS with no scan the offer lapses and the
 * trade is cancelled by the system (label_lapsed_at), which its page and a mail say. Only trades
 * whose label was mailed count: one the carrier never sold a label for is not held to a deadline.
 * Each trade is decided again under its row lock.
 */
@Injectable()
export class TradeLabelDeadlines {
  constructor(
    @InjectRepository(TradeRequestEntity) private readonly trades: Repository<TradeRequestEntity>,
    private readonly shipping: ShippingService,
    private readonly labels: TradeLabels,
    private readonly progress: TradeProgress,
    private readonly statusChanges: StatusChanges,
  ) {}

  @JobHandler('trade-label-deadlines', { cron: '45 14 * * *', concurrency: 1 })
  async run(): Promise<LabelDeadlinesRun> {
    const at = new Date();
    const remindFrom = new Date(at.getTime() - TRADE_SHIP_REMINDER_DAY * DAY_MS);
    const lapseFrom = new Date(at.getTime() - TRADE_SHIP_DAYS * DAY_MS);
    const due = await this.trades
      .createQueryBuilder('t')
      .where(`t.status = 'approved' AND t.label_mailed_at IS NOT NULL AND t.device_shipped_at IS NULL`)
      .andWhere('t.approved_at <= :remindFrom', { remindFrom })
      .andWhere('(t.label_reminded_at IS NULL OR t.approved_at <= :lapseFrom)', { lapseFrom })
      .orderBy('t.approved_at', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .getMany();
    const unscanned = await this.shipping.tracking(
      'trade_inbound',
      due.map((trade) => trade.id),
    );
    const run: LabelDeadlinesRun = { reminded: [], lapsed: [] };
    for (const trade of due) {
      if (unscanned.get(trade.id)?.status !== 'label_created') continue;
      const lapses = (trade.approvedAt as Date) <= lapseFrom;
      if (lapses ? await this.lapse(trade.id, lapseFrom, at) : await this.remind(trade.id, at))
        (lapses ? run.lapsed : run.reminded).push(trade.id);
    }
    return run;
  }

  /** The day-14 reminder, once, with the label again. */
  private remind(tradeId: string, at: Date): Promise<boolean> {
    return this.trades.manager.transaction(async (manager) => {
      const trade = await this.lockWaiting(manager, tradeId);
      if (!trade || trade.labelRemindedAt) return false;
      const label = await this.labels.labelOf(trade);
      if (label?.status !== 'label_created') return false;
      trade.labelRemindedAt = at;
      await manager.save(trade);
      await this.labels.mailLabel(manager, trade, label, true);
      return true;
    });
  }

  /** No scan within TRADE_SHIP_DAYS: the trade ends without its device (cancelled by the system). */
  private lapse(tradeId: string, lapseFrom: Date, at: Date): Promise<boolean> {
    return this.trades.manager.transaction(async (manager) => {
      const trade = await this.lockWaiting(manager, tradeId);
      if (!trade || (trade.approvedAt as Date) > lapseFrom) return false;
      if ((await this.labels.labelOf(trade))?.status !== 'label_created') return false;
      await this.statusChanges.transition(manager, tradeMachine, 'trade', trade, 'cancelled', {
        actor: SYSTEM,
        at,
        reason: LABEL_LAPSED_REASON,
      });
      trade.labelLapsedAt = at;
      const saved = await manager.save(trade);
      await this.progress.step(manager, saved, LABEL_LAPSED_REASON);
      return true;
    });
  }

  /** The trade under its row lock, while it still waits for a device the carrier has not scanned. */
  private async lockWaiting(manager: EntityManager, tradeId: string): Promise<TradeRequestEntity | null> {
    const trade = await manager
      .getRepository(TradeRequestEntity)
      .findOne({ where: { id: tradeId }, lock: { mode: 'pessimistic_write' } });
    const waiting =
      trade?.status === 'approved' && trade.labelMailedAt !== null && trade.deviceShippedAt === null;
    return waiting ? trade : null;
  }
}
