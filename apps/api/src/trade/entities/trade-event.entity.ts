import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { TradeStatusName } from '@phonehub/contracts';
import { TradeRequestEntity } from './trade-request.entity';

/** One step on a trade's timeline: the status it reached and what the customer should know. */
@Entity({ name: 'trade_events' })
@Index('ix_trade_events_trade', ['tradeId', 'createdAt'])
export class TradeEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'trade_id', type: 'uuid' })
  tradeId: string;

  @ManyToOne(() => TradeRequestEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'trade_id', foreignKeyConstraintName: 'fk_trade_events_trade' })
  trade?: TradeRequestEntity;

  @Column({ type: 'varchar', length: 20 })
  status: TradeStatusName;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  note: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
