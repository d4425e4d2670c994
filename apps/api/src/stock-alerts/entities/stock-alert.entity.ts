import { Column, Entity, Index } from 'typeorm';
import { CreatedRow, JoinedTo } from '../../common/database/entity-columns';
import { UserEntity } from '../../auth/entities/user.entity';
import { ProductEntity } from '../../catalogue/entities/product.entity';

/**
 * "Email me when it's back": one shopper's request for one sold-out product. Pending while
 * `sent_at` is null; at most one pending request per product and email. Mailed only once
 * confirmed (`confirmed_at`). A sent one stays as the
 * record that its mail went out (a later sell-out takes a new request).
 */
@Entity({ name: 'stock_alerts' })
@Index('uq_stock_alerts_pending', ['productId', 'email'], { unique: true, where: 'sent_at IS NULL' })
export class StockAlertEntity extends CreatedRow {
  @Column({ name: 'product_id', type: 'uuid' })
  productId: string;

  /** A deleted product takes its requests with it (a hidden one keeps them, and sends nothing). */
  @JoinedTo(() => ProductEntity, 'product_id', 'fk_stock_alerts_product', 'CASCADE')
  product?: ProductEntity;

  @Column({ type: 'citext' })
  email: string;

  /** The signed-in shopper who asked, if any; their deleted account takes the request with it. */
  @Index('ix_stock_alerts_user_id')
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @JoinedTo(() => UserEntity, 'user_id', 'fk_stock_alerts_user', 'CASCADE')
  user?: UserEntity;

  /**
   * When the address confirmed the request (followed the mailed link), or when a signed-in account
   * whose address is verified asked for it; alerts go to confirmed requests only.
   */
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** SHA-256 of the confirmation link's token (the token itself is only in the mail). */
  @Index('uq_stock_alerts_confirm_token', { unique: true, where: 'confirm_token_hash IS NOT NULL' })
  @Column({ name: 'confirm_token_hash', type: 'varchar', length: 64, nullable: true })
  confirmTokenHash: string | null;

  /** When the latest confirmation link was mailed; an unconfirmed request expires after STOCK_ALERT_CONFIRM_HOURS. */
  @Column({ name: 'confirm_sent_at', type: 'timestamptz', nullable: true })
  confirmSentAt: Date | null;

  /** When its mail was claimed for sending; null while pending. */
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
