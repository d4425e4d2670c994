import type { DeviceTypeName } from '@phonehub/contracts';
import { Check, Column, Entity, Index } from 'typeorm';
import { TimestampedRow } from '../../common/database/entity-columns';

/** Trade-in prices of one model, in cents. One row per brand and model, any case. */
@Entity({ name: 'device_pricing' })
@Index('uq_device_pricing_brand_model', { synchronize: false })
@Check(
  'ck_device_pricing_device_type',
  "device_type IN ('phone', 'tablet', 'laptop', 'watch', 'audio', 'gaming')",
)
@Check(
  'ck_device_pricing_prices',
  'excellent_cents >= 0 AND very_good_cents >= 0 AND good_cents >= 0 AND fair_cents >= 0 AND base_price_cents >= 0',
)
export class DevicePricingEntity extends TimestampedRow {
  @Column({ type: 'varchar', length: 100 })
  brand: string;

  @Column({ type: 'varchar', length: 100 })
  model: string;

  /** Phone, tablet, laptop, watch, audio or gaming: the wizard's first choice. */
  @Column({ name: 'device_type', type: 'varchar', length: 20, default: 'phone' })
  deviceType: DeviceTypeName;

  @Column({
    name: 'storage_options',
    type: 'text',
    array: true,
    default: () => "'{64GB,128GB,256GB,512GB,1TB}'",
  })
  storageOptions: string[];

  @Column({ name: 'excellent_cents', type: 'integer', default: 0 })
  excellentCents: number;

  @Column({ name: 'very_good_cents', type: 'integer', default: 0 })
  veryGoodCents: number;

  @Column({ name: 'good_cents', type: 'integer', default: 0 })
  goodCents: number;

  @Column({ name: 'fair_cents', type: 'integer', default: 0 })
  fairCents: number;

  @Column({ name: 'base_price_cents', type: 'integer', default: 0 })
  basePriceCents: number;
}
