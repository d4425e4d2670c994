import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Frozen copy of the listed rule in catalogue/buyable.ts: the listing's partial indexes use it as their predicate. */
const LISTED = 'is_active AND hidden_at IS NULL AND NOT seller_suspended';

/** The listing's partial indexes (1767312000000-catalogue.ts), rebuilt on the new predicate. */
const LISTING_INDEXES: Array<[name: string, definition: string]> = [
  ['ix_products_search_vector', 'USING gin (search_vector)'],
  ['ix_products_search_text', '(search_text) INCLUDE (id, seller_id, created_at, price_cents, name)'],
  ['ix_products_listing_created', '(created_at DESC, id DESC) INCLUDE (seller_id)'],
  ['ix_products_listing_price', '(price_cents, id) INCLUDE (seller_id, condition)'],
  ['ix_products_listing_name', '(name, id) INCLUDE (seller_id)'],
  ['ix_products_listing_category_created', '(category, created_at DESC, id DESC) INCLUDE (seller_id)'],
  ['ix_products_listing_category_price', '(category, price_cents, id) INCLUDE (seller_id, condition, brand)'],
  ['ix_products_listing_brand', '(lower(brand), condition, price_cents) INCLUDE (seller_id, brand)'],
];

/**
 * Marketplace sellers' products: each product carries the terms it is sold on (warranty, returns,
 * shipping, delivery, tags), `hidden_at` (deleted by its seller after it had orders), `has_orders`
 * (set when an order reserves it) and `seller_suspended` (the catalogue's copy of its seller's
 * suspension, so the listing needs no look-up in users). The listing's partial indexes cover only
 * listed rows, as before.
 */
export class SellerProducts1767670000000 implements MigrationInterface {
  name = 'SellerProducts1767670000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE products
        ADD COLUMN warranty_months smallint NOT NULL DEFAULT 0,
        ADD COLUMN return_policy_days smallint NOT NULL DEFAULT 30,
        ADD COLUMN shipping_cost_cents integer NOT NULL DEFAULT 0,
        ADD COLUMN free_shipping boolean NOT NULL DEFAULT true,
        ADD COLUMN estimated_delivery_days smallint NOT NULL DEFAULT 3,
        ADD COLUMN tags text array NOT NULL DEFAULT '{}',
        ADD COLUMN hidden_at timestamptz NULL,
        ADD COLUMN has_orders boolean NOT NULL DEFAULT false,
        ADD COLUMN seller_suspended boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT ck_products_warranty_months CHECK (warranty_months BETWEEN 0 AND 36),
        ADD CONSTRAINT ck_products_return_policy_days CHECK (return_policy_days BETWEEN 30 AND 365),
        ADD CONSTRAINT ck_products_shipping_cost CHECK (shipping_cost_cents BETWEEN 0 AND 50000 AND (NOT free_shipping OR shipping_cost_cents = 0)),
        ADD CONSTRAINT ck_products_estimated_delivery_days CHECK (estimated_delivery_days BETWEEN 1 AND 30),
        ADD CONSTRAINT ck_products_tags CHECK (cardinality(tags) <= 10)`);
    await queryRunner.query(
      `UPDATE products p SET has_orders = true WHERE EXISTS (SELECT 1 FROM order_items i WHERE i.product_id = p.id)`,
    );
    await queryRunner.query(
      `UPDATE products p SET seller_suspended = true FROM users u WHERE u.id = p.seller_id AND u.is_suspended`,
    );
    await this.rebuildIndexes(queryRunner, LISTED);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.rebuildIndexes(queryRunner, 'is_active');
    await queryRunner.query(`
      ALTER TABLE products
        DROP COLUMN warranty_months,
        DROP COLUMN return_policy_days,
        DROP COLUMN shipping_cost_cents,
        DROP COLUMN free_shipping,
        DROP COLUMN estimated_delivery_days,
        DROP COLUMN tags,
        DROP COLUMN hidden_at,
        DROP COLUMN has_orders,
        DROP COLUMN seller_suspended`);
  }

  private async rebuildIndexes(queryRunner: QueryRunner, predicate: string): Promise<void> {
    for (const [name, definition] of LISTING_INDEXES) {
      await queryRunner.query(`DROP INDEX ${name}`);
      await queryRunner.query(`CREATE INDEX ${name} ON products ${definition} WHERE ${predicate}`);
    }
  }
}
