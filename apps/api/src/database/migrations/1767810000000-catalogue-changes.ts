import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Frozen copy of the listed rule in catalogue/buyable.ts (as in 1767670000000-seller-products.ts). */
const LISTED = 'is_active AND hidden_at IS NULL AND NOT seller_suspended';

/**
 * The catalogue at a million products (issue 18).
 *
 * 1. `catalogue_changed`: every committed write to products or reviews that a listing shows is
 *    announced on this channel (NOTIFY is delivered at commit, never for a rollback), so each API
 *    instance's listing cache (catalogue/listing-cache.ts) drops what it holds, whoever wrote: the
 *    inventory, the admin's and sellers' product forms, checkout, a seller's suspension, imports.
 *    The product page's view counter changes only `views` and announces nothing.
 * 2. The sort-order indexes carry every column a listing filters on, so a page is found by an
 *    index-only scan that filters as it walks in sort order and stops after the page (the listing
 *    reads the page's ids first and only those rows in full), and a capped count never reads the
 *    wide table rows either.
 * 3. Listing indexes for the filters that had none: an exact model (the sold-out page's "same model"
 *    listing) and a brand within a category.
 * 4. Statistics on how category, brand, model and grade go together (an Apple product is never a
 *    gaming console), so the planner does not take a combination of them for a rare one.
 */
/** Every column the marketplace's filters read (catalogue/product-listing.query.ts, filterSql). */
const FILTERED = ['seller_id', 'category', 'brand', 'model', 'condition', 'stock_quantity', 'price_cents'];
/** The filtered columns an index with these keys does not hold as a plain key column already. */
function covering(keys: string): string {
  const plain = new Set(keys.split(',').map((key) => key.trim().replace(/ (ASC|DESC)$/, '')));
  return FILTERED.filter((column) => !plain.has(column)).join(', ');
}

/** The sort-order indexes, as 1767670000000 and 1767790000000 left them and as they become. */
const SORT_INDEXES: Array<[name: string, keys: string, before: string]> = [
  [
    'ix_products_listing_available_created',
    '(stock_quantity > 0) DESC, created_at DESC, id DESC',
    'seller_id',
  ],
  ['ix_products_listing_created', 'created_at DESC, id DESC', 'seller_id'],
  ['ix_products_listing_price', 'price_cents, id', 'seller_id, condition'],
  ['ix_products_listing_name', 'name, id', 'seller_id'],
  // The searches' way from a matching name to its products (typo fallback, and full text by name).
  ['ix_products_search_text', 'search_text', 'id, seller_id, created_at, price_cents, name'],
];

export class CatalogueChanges1767810000000 implements MigrationInterface {
  name = 'CatalogueChanges1767810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- One notification per transaction: PostgreSQL folds identical ones.
        PERFORM pg_notify('catalogue_changed', '');
        RETURN NULL;
      END $$`);
    for (const table of ['products', 'reviews']) {
      await queryRunner.query(`
        CREATE TRIGGER tr_${table}_changed_rows AFTER INSERT OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()`);
    }
    await queryRunner.query(`
      CREATE TRIGGER tr_products_changed_update AFTER UPDATE ON products
      FOR EACH ROW WHEN (OLD.views = NEW.views) EXECUTE FUNCTION catalogue_changed()`);
    await queryRunner.query(`
      CREATE TRIGGER tr_reviews_changed_update AFTER UPDATE ON reviews
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()`);

    for (const [name, keys, before] of SORT_INDEXES) {
      const include = [...new Set([...before.split(', '), ...covering(keys).split(', ')])].join(', ');
      await queryRunner.query(`DROP INDEX ${name}`);
      await queryRunner.query(
        `CREATE INDEX ${name} ON products (${keys}) INCLUDE (${include}) WHERE ${LISTED}`,
      );
    }
    await queryRunner.query(
      `CREATE INDEX ix_products_listing_model ON products (lower(model), price_cents, id) INCLUDE (${covering('price_cents, id')}) WHERE ${LISTED}`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_products_listing_category_brand ON products (category, lower(brand), price_cents, id) INCLUDE (${covering('category, price_cents, id')}) WHERE ${LISTED}`,
    );
    await queryRunner.query(
      `CREATE STATISTICS st_products_listing (dependencies, mcv) ON category, lower(brand), lower(model), condition FROM products`,
    );
    await queryRunner.query('ANALYZE products');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP STATISTICS st_products_listing');
    for (const [name, keys, before] of SORT_INDEXES) {
      await queryRunner.query(`DROP INDEX ${name}`);
      await queryRunner.query(
        `CREATE INDEX ${name} ON products (${keys}) INCLUDE (${before}) WHERE ${LISTED}`,
      );
    }
    await queryRunner.query('DROP INDEX ix_products_listing_category_brand');
    await queryRunner.query('DROP INDEX ix_products_listing_model');
    await queryRunner.query('DROP TRIGGER tr_reviews_changed_update ON reviews');
    await queryRunner.query('DROP TRIGGER tr_products_changed_update ON products');
    for (const table of ['products', 'reviews'])
      await queryRunner.query(`DROP TRIGGER tr_${table}_changed_rows ON ${table}`);
    await queryRunner.query('DROP FUNCTION catalogue_changed()');
  }
}
