import { Check, Column, Entity, Index } from 'typeorm';
import { JoinedTo, TimestampedRow } from '../../common/database/entity-columns';
import type { CategorySlug, ProductConditionName } from '@phonehub/contracts';
import { UserEntity } from '../../auth/entities/user.entity';

/** Name and brand weigh most, then the model, then the description; English stems match 'phones' to 'phone'. */
export const SEARCH_VECTOR_SQL =
  "setweight(to_tsvector('english', name || ' ' || brand), 'A') || setweight(to_tsvector('english', model), 'B') || setweight(to_tsvector('english', description), 'C')";
/** What the trigram (typo) fallback compares the search with (through product_search_names). */
export const SEARCH_TEXT_SQL = "name || ' ' || brand || ' ' || model";

/**
 * A unit for sale. Money is integer cents. The hot read paths use hand-written SQL
 * (product-listing.query.ts); the entity describes the table for writes and migrations.
 */
@Entity({ name: 'products' })
@Index('ix_products_search_vector', { synchronize: false })
@Index('ix_products_search_text', { synchronize: false })
@Index('ix_products_listing_created', { synchronize: false })
@Index('ix_products_listing_price', { synchronize: false })
@Index('ix_products_listing_name', { synchronize: false })
@Index('ix_products_listing_category_created', { synchronize: false })
@Index('ix_products_listing_category_price', { synchronize: false })
@Index('ix_products_listing_brand', { synchronize: false })
@Index('ix_products_listing_available_created', { synchronize: false })
@Index('ix_products_listing_category_available_created', { synchronize: false })
@Index('ix_products_listing_model', { synchronize: false })
@Index('ix_products_listing_category_brand', { synchronize: false })
@Index('ix_products_listing_brand_name', { synchronize: false })
@Index('ix_products_listing_category_name', { synchronize: false })
@Index('ix_products_listing_model_name', { synchronize: false })
@Index('ix_products_search_text_price', { synchronize: false })
@Index('ix_products_search_text_name', { synchronize: false })
@Index('ix_products_search_text_created', { synchronize: false })
@Check('ck_products_price', 'price_cents > 0 AND price_cents <= 1000000')
@Check('ck_products_original_price', 'original_price_cents IS NULL OR original_price_cents > 0')
@Check('ck_products_condition', `condition IN ('New', 'Excellent', 'Very Good', 'Good', 'Fair', 'Used')`)
@Check(
  'ck_products_category',
  `category IN ('smartphones', 'laptops', 'tablets', 'smart-watches', 'audio', 'gaming')`,
)
@Check('ck_products_stock', 'stock_quantity >= 0')
@Check('ck_products_battery_health', 'battery_health IS NULL OR battery_health BETWEEN 0 AND 100')
@Check('ck_products_warranty_months', 'warranty_months BETWEEN 0 AND 36')
@Check('ck_products_return_policy_days', 'return_policy_days BETWEEN 30 AND 365')
@Check(
  'ck_products_shipping_cost',
  'shipping_cost_cents BETWEEN 0 AND 50000 AND (NOT free_shipping OR shipping_cost_cents = 0)',
)
@Check('ck_products_estimated_delivery_days', 'estimated_delivery_days BETWEEN 1 AND 30')
@Check('ck_products_tags', 'cardinality(tags) <= 10')
export class ProductEntity extends TimestampedRow {
  /** Stable key of seeded and imported products (demo data is upserted by it). */
  @Index('uq_products_sku', { unique: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  sku: string | null;

  /** null: sold by PhoneHub itself. */
  @Index('ix_products_seller_id')
  @Column({ name: 'seller_id', type: 'uuid', nullable: true })
  sellerId: string | null;

  @JoinedTo(() => UserEntity, 'seller_id', 'fk_products_seller')
  seller?: UserEntity;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  brand: string;

  @Column({ type: 'varchar', length: 100 })
  model: string;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ name: 'original_price_cents', type: 'integer', nullable: true })
  originalPriceCents: number | null;

  @Column({ type: 'varchar', length: 20, default: 'Used' })
  condition: ProductConditionName;

  @Column({ name: 'condition_description', type: 'varchar', length: 200, default: '' })
  conditionDescription: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  storage: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  color: string | null;

  @Column({ type: 'varchar', length: 20 })
  category: CategorySlug;

  @Column({ type: 'varchar', length: 100, nullable: true })
  subcategory: string | null;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  images: string[];

  @Column({ type: 'jsonb', default: () => "'{}'" })
  specifications: Record<string, string>;

  @Column({ name: 'stock_quantity', type: 'integer', default: 0 })
  stockQuantity: number;

  /** Percent of original capacity; null for devices without a battery worth stating. */
  @Column({ name: 'battery_health', type: 'smallint', nullable: true })
  batteryHealth: number | null;

  @Column({ type: 'integer', default: 0 })
  views: number;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  // A marketplace seller's terms (PhoneHub's own products keep the defaults and show the shop's texts).
  @Column({ name: 'warranty_months', type: 'smallint', default: 0 })
  warrantyMonths: number;

  @Column({ name: 'return_policy_days', type: 'smallint', default: 30 })
  returnPolicyDays: number;

  @Column({ name: 'shipping_cost_cents', type: 'integer', default: 0 })
  shippingCostCents: number;

  @Column({ name: 'free_shipping', type: 'boolean', default: true })
  freeShipping: boolean;

  @Column({ name: 'estimated_delivery_days', type: 'smallint', default: 3 })
  estimatedDeliveryDays: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  /** Deleted by its seller after it had orders: kept for those orders, never listed again. */
  @Column({ name: 'hidden_at', type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;

  /** An order has reserved it (set by InventoryService.reserve): deleting it then hides it. */
  @Column({ name: 'has_orders', type: 'boolean', default: false })
  hasOrders: boolean;

  /** The catalogue's copy of its seller's suspension (SellerCatalogueService.setSellerSuspended). */
  @Column({ name: 'seller_suspended', type: 'boolean', default: false })
  sellerSuspended: boolean;

  @Column({
    name: 'search_vector',
    type: 'tsvector',
    generatedType: 'STORED',
    asExpression: SEARCH_VECTOR_SQL,
    nullable: true,
    select: false,
    insert: false,
    update: false,
  })
  searchVector?: string;

  @Column({
    name: 'search_text',
    type: 'text',
    generatedType: 'STORED',
    asExpression: SEARCH_TEXT_SQL,
    nullable: true,
    select: false,
    insert: false,
    update: false,
  })
  searchText?: string;
}
