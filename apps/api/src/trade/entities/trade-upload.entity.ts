import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { JoinedTo } from '../../common/database/entity-columns';
import { TradeRequestEntity } from './trade-request.entity';

/**
 * One uploaded trade photo. Only the uploader holds its token (the hash is kept), and a trade
 * request takes the photo only with that token; once taken (trade_id set) no other trade can.
 */
@Entity({ name: 'trade_uploads' })
export class TradeUploadEntity {
  /** The image id (see common/uploads/image-store.ts). */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  /** SHA-256 of the upload token, hex. */
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Index('ix_trade_uploads_trade_id')
  @Column({ name: 'trade_id', type: 'uuid', nullable: true })
  tradeId: string | null;

  @JoinedTo(() => TradeRequestEntity, 'trade_id', 'fk_trade_uploads_trade', 'CASCADE')
  trade?: TradeRequestEntity;

  @Index('ix_trade_uploads_created_at')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
