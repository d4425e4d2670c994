import { Inject, Injectable } from '@nestjs/common';
import type { TradeTimelineEntry } from '@phonehub/contracts';
import { deviceDisplayName, toDollars } from '@phonehub/domain';
import type { EntityManager } from 'typeorm';
import { JobQueue } from '../jobs/job-queue.service';
import { UsersService } from '../auth/users.service';
import { appConfig, type AppConfig } from '../config/app.config';
import { TradeEventEntity } from './entities/trade-event.entity';
import { TradeRequestEntity } from './entities/trade-request.entity';
import { TradeStatusChangedEvent } from './events/trade-status-changed.event';

/**
 * Every step of a trade goes on its timeline (in the step's transaction) and is mailed to the
 * owner once that transaction has committed, never for one that rolls back.
 */
@Injectable()
export class TradeProgress {
  constructor(
    private readonly jobs: JobQueue,
    private readonly users: UsersService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  async step(manager: EntityManager, trade: TradeRequestEntity, note: string | null = null): Promise<void> {
    await this.note(manager, trade, note);
    const owner = await this.contactOf(manager, trade);
    const event = new TradeStatusChangedEvent(
      owner.email,
      owner.firstName,
      trade.trackingCode,
      deviceDisplayName(trade.brand, trade.model),
      trade.status,
      trade.finalValueCents === null ? null : toDollars(trade.finalValueCents),
      trade.rejectionReason,
      `${this.app.publicUrl}/track?id=${encodeURIComponent(trade.trackingCode)}`,
      note,
    );
    await this.jobs.publish(manager, event);
  }

  /** Who is mailed about the trade: the owner's current email and first name, or the guest's. */
  async contactOf(
    manager: EntityManager,
    trade: TradeRequestEntity,
  ): Promise<{ email: string; firstName: string }> {
    // Read apart: the row lock takes no join.
    const owner = trade.userId ? await this.users.findById(trade.userId, manager) : null;
    return { email: owner?.email ?? trade.email, firstName: owner?.firstName ?? trade.firstName };
  }

  /** The trade's page: its own page for an owner signed in, the tracking page for a guest. */
  pageUrl(trade: Pick<TradeRequestEntity, 'id' | 'userId' | 'trackingCode'>): string {
    return trade.userId
      ? `${this.app.publicUrl}/trade/${encodeURIComponent(trade.id)}`
      : `${this.app.publicUrl}/track?id=${encodeURIComponent(trade.trackingCode)}`;
  }

  /** On the timeline only, not mailed (the step sends a mail of its own). */
  async note(manager: EntityManager, trade: TradeRequestEntity, note: string | null): Promise<void> {
    await manager.getRepository(TradeEventEntity).insert({ tradeId: trade.id, status: trade.status, note });
  }

  async timeline(manager: EntityManager, tradeId: string): Promise<TradeTimelineEntry[]> {
    const rows = await manager
      .getRepository(TradeEventEntity)
      .find({ where: { tradeId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map((row) => ({ status: row.status, note: row.note, at: row.createdAt.toISOString() }));
  }
}
