import { Column, Entity, Index } from 'typeorm';
import { CreatedRow, JoinedTo } from '../../common/database/entity-columns';
import type { TradeStatusName } from '@phonehub/contracts';
import { TradeRequestEntity } from './trade-request.entity';

/** One step on a trade's timeline: the status it reached and what the customer should know. */
@Entity({ name: 'trade_events' })
@Index('ix_trade_events_trade', ['tradeId', 'createdAt'])
export class TradeEventEntity extends CreatedRow {
  @Column({ name: 'trade_id', type: 'uuid' })
  tradeId: string;

  @JoinedTo(() => TradeRequestEntity, 'trade_id', 'fk_trade_events_trade', 'CASCADE')
  trade?: TradeRequestEntity;

  @Column({ type: 'varchar', length: 20 })
  status: TradeStatusName;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  note: string | null;
}
