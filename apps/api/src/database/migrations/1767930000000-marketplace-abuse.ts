import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34's money rules for sellers. The platform fee covers the shipping a seller charges: each
 * seller parcel keeps the fee taken from its shipping, frozen when the order is placed (parcels
 * placed before keep 0, so no ledger or placed order is rewritten). Shipping per parcel is capped
 * ($50 by default): listed products charging more are brought down to it, so the cart shows what
 * checkout charges. Sellers' reviews of their own products are hidden (they counted in ratings).
 */
export class MarketplaceAbuse1767930000000 implements MigrationInterface {
  name = 'MarketplaceAbuse1767930000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE order_parcels
        ADD COLUMN fee_cents integer NOT NULL DEFAULT 0,
        DROP CONSTRAINT ck_order_parcels_amounts`);
    await queryRunner.query(`
      ALTER TABLE order_parcels
        ADD CONSTRAINT ck_order_parcels_amounts CHECK (
          subtotal_cents >= 0 AND shipping_cents >= 0 AND fee_cents >= 0 AND fee_cents <= shipping_cents
          AND (seller_id IS NOT NULL OR fee_cents = 0))`);
    await queryRunner.query(
      `UPDATE products SET shipping_cost_cents = 5000 WHERE seller_id IS NOT NULL AND shipping_cost_cents > 5000`,
    );
    await queryRunner.query(`
      UPDATE reviews r SET hidden_at = now()
        FROM products p
       WHERE p.id = r.product_id AND p.seller_id = r.user_id AND r.hidden_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE order_parcels
        DROP CONSTRAINT ck_order_parcels_amounts,
        DROP COLUMN fee_cents`);
    await queryRunner.query(
      `ALTER TABLE order_parcels ADD CONSTRAINT ck_order_parcels_amounts CHECK (subtotal_cents >= 0 AND shipping_cents >= 0)`,
    );
  }
}
