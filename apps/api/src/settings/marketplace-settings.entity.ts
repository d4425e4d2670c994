import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The marketplace's settings: one row (id 1). */
@Entity({ name: 'marketplace_settings' })
@Check('ck_marketplace_settings_single', 'id = 1')
@Check('ck_marketplace_settings_fee', 'platform_fee_bps BETWEEN 0 AND 3000')
export class MarketplaceSettingsEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  /** The platform fee on sellers' lines of orders placed from now on, basis points (400 = 4 %). */
  @Column({ name: 'platform_fee_bps', type: 'integer', default: 400 })
  platformFeeBps: number;

  /** Staff reviews count in products' averages and review counts (off: customers' reviews only). */
  @Column({ name: 'count_staff_reviews', type: 'boolean', default: false })
  countStaffReviews: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
