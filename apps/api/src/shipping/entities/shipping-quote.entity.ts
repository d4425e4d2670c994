import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { ShipmentPurpose } from './shipment.entity';

/**
 * A parcel quoted at the carrier for one subject, and the rates it offered: a label is bought only
 * with a quote made for that subject and one of its rates, so a quote for other addresses (another
 * order's, another parcel's) cannot be bought for this one.
 */
@Entity({ name: 'shipping_quotes' })
export class ShippingQuoteEntity {
  /** The carrier's quoted shipment (shp_…). */
  @PrimaryColumn({ name: 'provider_shipment_id', type: 'varchar', length: 255 })
  providerShipmentId: string;

  @Column({ type: 'varchar', length: 20 })
  purpose: ShipmentPurpose;

  @Column({ name: 'subject_id', type: 'uuid' })
  subjectId: string;

  @Column({ name: 'rate_ids', type: 'jsonb' })
  rateIds: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
