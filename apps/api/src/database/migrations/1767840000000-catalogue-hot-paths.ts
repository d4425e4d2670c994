import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Frozen copy of the listed rule in catalogue/buyable.ts (as in 1767810000000-catalogue-changes.ts). */
const LISTED = 'is_active AND hidden_at IS NULL AND NOT seller_suspended';

/**
 * The catalogue at a million products, continued (issue 18).
 *
 * 1. Whether staff reviews count in ratings changes every rating a listing or product page shows,
 *    and the catalogue keeps that setting in memory (catalogue/staff-reviews-setting.ts): a
 *    committed change of the marketplace settings is announced on `catalogue_changed`, as a
 *    product's is (migration 1767810000000), so every instance reads it again and drops its listings.
 * 2. Name order within a brand, a category or a model. Names run in blocks (a brand's or a model's
 *    names start alike), so walking the name index for one of them skipped most of the catalogue
 *    (a brand A-Z page took 150-480 ms at a million products); these find the page at once. Each
 *    holds every filtered column, the expression's own column too (an index-only scan needs it).
 */
const NAME_INDEXES: Array<[name: string, keys: string, include: string]> = [
  [
    'ix_products_listing_brand_name',
    'lower(brand), name, id',
    'seller_id, brand, category, model, condition, stock_quantity, price_cents',
  ],
  [
    'ix_products_listing_category_name',
    'category, name, id',
    'seller_id, brand, model, condition, stock_quantity, price_cents',
  ],
  [
    'ix_products_listing_model_name',
    'lower(model), name, id',
    'seller_id, model, category, brand, condition, stock_quantity, price_cents',
  ],
];

export class CatalogueHotPaths1767840000000 implements MigrationInterface {
  name = 'CatalogueHotPaths1767840000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TRIGGER tr_marketplace_settings_changed AFTER INSERT OR UPDATE OR DELETE ON marketplace_settings
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()`);
    for (const [name, keys, include] of NAME_INDEXES)
      await queryRunner.query(
        `CREATE INDEX ${name} ON products (${keys}) INCLUDE (${include}) WHERE ${LISTED}`,
      );
    await queryRunner.query('ANALYZE products');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of NAME_INDEXES) await queryRunner.query(`DROP INDEX ${name}`);
    await queryRunner.query('DROP TRIGGER tr_marketplace_settings_changed ON marketplace_settings');
  }
}
