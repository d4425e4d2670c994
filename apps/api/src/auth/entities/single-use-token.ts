import { Column } from 'typeorm';
import { CreatedRow } from '../../common/database/entity-columns';

/**
 * A token mailed to someone that works once before it expires: only its SHA-256 is kept (each
 * table declares its own unique index on `tokenHash`).
 */
export abstract class SingleUseTokenRow extends CreatedRow {
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
