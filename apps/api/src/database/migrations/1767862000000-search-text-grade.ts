import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Frozen copy of the listed rule in catalogue/buyable.ts (as in 1767850000000-sorted-search.ts). */
const LISTED = 'is_active AND hidden_at IS NULL AND NOT seller_suspended';
const INCLUDED = 'id, seller_id, created_at, price_cents, name, category, brand, model, stock_quantity';

/**
 * A search filtered by grade (issue 18): best match first ranks the first LISTING_COUNT_CAP + 1
 * matches found, and with a grade chosen the name index held the grade only as an included column,
 * so finding a thousand 'Excellent' Pixels read every grade's entries (17,000 of them, 8 ms of a
 * 10 ms first page at a million products). The grade joins the name as a key (a list of grades is
 * served too); every use of the index by the name alone stays as it was.
 */
export class SearchTextGrade1767862000000 implements MigrationInterface {
  name = 'SearchTextGrade1767862000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX ix_products_search_text');
    await queryRunner.query(
      `CREATE INDEX ix_products_search_text ON products (search_text, condition) INCLUDE (${INCLUDED}) WHERE ${LISTED}`,
    );
    await queryRunner.query('ANALYZE products');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX ix_products_search_text');
    await queryRunner.query(
      `CREATE INDEX ix_products_search_text ON products (search_text) INCLUDE (${INCLUDED}, condition) WHERE ${LISTED}`,
    );
    await queryRunner.query('ANALYZE products');
  }
}
