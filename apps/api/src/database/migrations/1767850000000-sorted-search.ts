import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Frozen copy of the listed rule in catalogue/buyable.ts (as in 1767840000000-catalogue-hot-paths.ts). */
const LISTED = 'is_active AND hidden_at IS NULL AND NOT seller_suspended';
/** Every column the marketplace's filters read (catalogue/product-listing.query.ts, filterSql). */
const FILTERED = 'seller_id, category, brand, model, condition, stock_quantity, price_cents';

/**
 * A search in a chosen order at a million products (issue 18). A broad search sorted by price, name
 * or date walked the sort index and read every row to test the match ('galaxy' A-Z took 3 s).
 *
 * 1. Each matching name's products in sort order: the listing takes the first page's worth of each
 *    matching name and merges them (catalogue/product-listing.query.ts, sortedListing). Backward
 *    scans serve the descending orders. Each holds every filtered column (index-only).
 * 2. The words of a description that its product's name, brand and model do not have: a search's
 *    matches by description alone are found through this index, not among all of its matches.
 *    Keep the expression equal to `descriptionOnlyWords` in product-listing.query.ts.
 */
const SEARCH_SORT_INDEXES: Array<[name: string, keys: string]> = [
  ['ix_products_search_text_price', 'search_text, price_cents, id'],
  ['ix_products_search_text_name', 'search_text, name, id'],
  ['ix_products_search_text_created', 'search_text, created_at, id'],
];
const DESCRIPTION_ONLY_WORDS =
  "ts_delete(to_tsvector('english', description), tsvector_to_array(to_tsvector('english', search_text)))";

export class SortedSearch1767850000000 implements MigrationInterface {
  name = 'SortedSearch1767850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, keys] of SEARCH_SORT_INDEXES)
      await queryRunner.query(
        `CREATE INDEX ${name} ON products (${keys}) INCLUDE (${FILTERED}) WHERE ${LISTED}`,
      );
    await queryRunner.query(
      `CREATE INDEX ix_products_description_only_words ON products USING gin ((${DESCRIPTION_ONLY_WORDS})) WHERE ${LISTED}`,
    );
    await queryRunner.query('ANALYZE products');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX ix_products_description_only_words');
    for (const [name] of SEARCH_SORT_INDEXES) await queryRunner.query(`DROP INDEX ${name}`);
  }
}
