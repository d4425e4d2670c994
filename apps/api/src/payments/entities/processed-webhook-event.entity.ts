import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A provider event already handled: recorded in the fulfilment's transaction, so each is handled once. */
@Entity({ name: 'processed_webhook_events' })
export class ProcessedWebhookEventEntity {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @CreateDateColumn({ name: 'processed_at', type: 'timestamptz' })
  processedAt: Date;
}
