import { Column, Entity, Index, Unique } from 'typeorm';
import type { ParcelStatus } from '@phonehub/contracts';
import { CreatedRow, JoinedTo } from '../../common/database/entity-columns';
import { ShipmentEntity } from './shipment.entity';

/** One carrier scan of a parcel, as the tracking timeline shows it; each scan is kept once. */
@Entity({ name: 'shipment_events' })
@Unique('uq_shipment_events_scan', ['shipmentId', 'occurredAt', 'status'])
@Index('ix_shipment_events_shipment', ['shipmentId', 'occurredAt'])
export class ShipmentEventEntity extends CreatedRow {
  @Column({ name: 'shipment_id', type: 'uuid' })
  shipmentId: string;

  @JoinedTo(() => ShipmentEntity, 'shipment_id', 'fk_shipment_events_shipment', 'CASCADE')
  shipment?: ShipmentEntity;

  @Column({ type: 'varchar', length: 20 })
  status: ParcelStatus;

  @Column({ type: 'varchar', length: 500 })
  message: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  location: string | null;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;
}
