import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An IMEI reported lost or stolen: a trade naming it is refused. Kept by admins. */
@Entity({ name: 'imei_blocklist' })
export class ImeiBlockEntity {
  @PrimaryColumn({ type: 'varchar', length: 15 })
  imei: string;

  @Column({ type: 'varchar', length: 200 })
  reason: string;

  /** No foreign key: the entry outlives the admin who made it. */
  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
