import { Check, Column, Entity, Index, Unique } from 'typeorm';
import type { ParcelStatus } from '@phonehub/contracts';
import { TimestampedRow } from '../../common/database/entity-columns';

/** What a label moves: a trade-in to the warehouse, an order's parcel to the shopper, a return back. */
export type ShipmentPurpose = 'trade_inbound' | 'order_parcel' | 'return';

/**
 * A parcel with a label bought from the carrier, for one subject (a trade, an order parcel, a
 * return) and its tracking: the status follows the carrier's scans, never back to an older one
 * (`status_at` is the carrier's time of the scan that set it).
 */
@Entity({ name: 'shipments' })
@Check('ck_shipments_purpose', `purpose IN ('trade_inbound', 'order_parcel', 'return')`)
@Check(
  'ck_shipments_status',
  `status IN ('label_created', 'in_transit', 'out_for_delivery', 'delivered', 'return_to_sender', 'failure')`,
)
@Unique('uq_shipments_subject', ['purpose', 'subjectId'])
@Unique('uq_shipments_tracking_code', ['trackingCode'])
@Unique('uq_shipments_tracker', ['trackerId'])
@Index('ix_shipments_expiring', ['purpose', 'status', 'expiresAt'])
export class ShipmentEntity extends TimestampedRow {
  @Column({ type: 'varchar', length: 20 })
  purpose: ShipmentPurpose;

  /** The trade, order parcel or return it is for (another module's id). */
  @Column({ name: 'subject_id', type: 'uuid' })
  subjectId: string;

  @Column({ name: 'provider_shipment_id', type: 'varchar', length: 255 })
  providerShipmentId: string;

  @Column({ name: 'tracker_id', type: 'varchar', length: 255 })
  trackerId: string;

  @Column({ name: 'tracking_code', type: 'varchar', length: 64 })
  trackingCode: string;

  @Column({ type: 'varchar', length: 40 })
  carrier: string;

  @Column({ type: 'varchar', length: 60 })
  service: string;

  @Column({ name: 'rate_cents', type: 'integer' })
  rateCents: number;

  @Column({ name: 'label_url', type: 'text' })
  labelUrl: string;

  @Column({ type: 'varchar', length: 20 })
  status: ParcelStatus;

  /** The carrier's time of the scan that set the status (the label's purchase before any scan). */
  @Column({ name: 'status_at', type: 'timestamptz' })
  statusAt: Date;

  /** When the label stops being offered (a trade-in's 21 days), else null. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;
}
