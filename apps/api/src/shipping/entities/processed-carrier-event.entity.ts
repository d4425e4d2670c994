import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A carrier webhook already handled (its event id): a repeat finds it and queues nothing. */
@Entity({ name: 'processed_carrier_events' })
export class ProcessedCarrierEventEntity {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' })
  processedAt: Date;
}
