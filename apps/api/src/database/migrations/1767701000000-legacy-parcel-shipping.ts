import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders placed before parcels were charged put all their shipping on PhoneHub's rule, even when
 * every line was a seller's: such an order got no PhoneHub parcel from SellerShipping1767700000000,
 * so its parcels did not add up to what it charged. It gets a PhoneHub parcel (no items) holding it.
 */
export class LegacyParcelShipping1767701000000 implements MigrationInterface {
  name = 'LegacyParcelShipping1767701000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO order_parcels (order_id, seller_id, subtotal_cents, shipping_cents)
      SELECT o.id, NULL, 0, o.shipping_cents
        FROM orders o
       WHERE o.shipping_cents > 0
         AND NOT EXISTS (SELECT 1 FROM order_parcels p WHERE p.order_id = o.id AND p.seller_id IS NULL)
         AND (SELECT coalesce(sum(p.shipping_cents), 0) FROM order_parcels p WHERE p.order_id = o.id) = 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM order_parcels WHERE seller_id IS NULL AND subtotal_cents = 0`);
  }
}
