import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Frozen copy of the listed rule in catalogue/buyable.ts (as in 1767670000000-seller-products.ts). */
const LISTED = 'is_active AND hidden_at IS NULL AND NOT seller_suspended';

/**
 * The default listing (newest first) puts products in stock before sold-out ones, overall and within
 * a category; these partial indexes give that order (and the "in stock only" filter) an index scan
 * that stops after the page, as ix_products_listing_created and _category_created do for plain newest.
 */
export class ListingAvailableFirst1767790000000 implements MigrationInterface {
  name = 'ListingAvailableFirst1767790000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX ix_products_listing_available_created ON products ((stock_quantity > 0) DESC, created_at DESC, id DESC) INCLUDE (seller_id) WHERE ${LISTED}`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_products_listing_category_available_created ON products (category, (stock_quantity > 0) DESC, created_at DESC, id DESC) INCLUDE (seller_id) WHERE ${LISTED}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX ix_products_listing_category_available_created');
    await queryRunner.query('DROP INDEX ix_products_listing_available_created');
  }
}
