import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sellers' shipping is charged and paid: each order keeps its parcels (PhoneHub's and one per
 * seller) with the shipping charged for each, frozen when the order is placed; the sellers' ledger
 * credits a seller its parcel's shipping (kind 'shipping', no fee) and reverses it with refunds.
 */
export class SellerShipping1767700000000 implements MigrationInterface {
  name = 'SellerShipping1767700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE order_parcels (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL,
        seller_id uuid NULL,
        subtotal_cents integer NOT NULL,
        shipping_cents integer NOT NULL,
        CONSTRAINT pk_order_parcels PRIMARY KEY (id),
        CONSTRAINT fk_order_parcels_order FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE CASCADE,
        CONSTRAINT fk_order_parcels_seller FOREIGN KEY (seller_id) REFERENCES users (id) ON DELETE RESTRICT,
        CONSTRAINT ck_order_parcels_amounts CHECK (subtotal_cents >= 0 AND shipping_cents >= 0)
      )`);
    // One parcel per seller of an order, and one of PhoneHub's own.
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_order_parcels_seller ON order_parcels (order_id, seller_id) WHERE seller_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_order_parcels_shop ON order_parcels (order_id) WHERE seller_id IS NULL`,
    );
    // Orders placed before: their shipping was all PhoneHub's; sellers' parcels were charged nothing.
    await queryRunner.query(`
      INSERT INTO order_parcels (order_id, seller_id, subtotal_cents, shipping_cents)
      SELECT i.order_id, i.seller_id, sum(i.unit_price_cents * i.quantity)::int,
             CASE WHEN i.seller_id IS NULL THEN min(o.shipping_cents) ELSE 0 END
        FROM order_items i JOIN orders o ON o.id = i.order_id
       GROUP BY i.order_id, i.seller_id`);

    await queryRunner.query(`
      ALTER TABLE seller_ledger_entries
        ADD COLUMN order_parcel_id uuid NULL,
        ADD CONSTRAINT fk_seller_ledger_entries_parcel FOREIGN KEY (order_parcel_id) REFERENCES order_parcels (id) ON DELETE RESTRICT,
        DROP CONSTRAINT ck_seller_ledger_entries_kind,
        DROP CONSTRAINT ck_seller_ledger_entries_sign`);
    await queryRunner.query(`
      ALTER TABLE seller_ledger_entries
        ADD CONSTRAINT ck_seller_ledger_entries_kind CHECK (kind IN ('earning', 'shipping', 'reversal', 'payout')),
        ADD CONSTRAINT ck_seller_ledger_entries_sign CHECK (
          (kind = 'earning' AND amount_cents >= 0 AND order_item_id IS NOT NULL)
          OR (kind = 'shipping' AND amount_cents >= 0 AND order_parcel_id IS NOT NULL)
          OR (kind = 'reversal' AND amount_cents <= 0 AND refund_id IS NOT NULL
              AND (order_item_id IS NOT NULL) <> (order_parcel_id IS NOT NULL))
          OR (kind = 'payout' AND amount_cents < 0 AND payout_id IS NOT NULL))`);
    // A paid event applied twice credits a parcel's shipping once; a refund reverses it once.
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_seller_ledger_shipping ON seller_ledger_entries (order_parcel_id) WHERE kind = 'shipping'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_seller_ledger_parcel_reversal ON seller_ledger_entries (order_parcel_id, refund_id) WHERE kind = 'reversal'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM seller_ledger_entries WHERE order_parcel_id IS NOT NULL`);
    await queryRunner.query(`DROP INDEX uq_seller_ledger_parcel_reversal`);
    await queryRunner.query(`DROP INDEX uq_seller_ledger_shipping`);
    await queryRunner.query(`
      ALTER TABLE seller_ledger_entries
        DROP CONSTRAINT ck_seller_ledger_entries_sign,
        DROP CONSTRAINT ck_seller_ledger_entries_kind,
        DROP CONSTRAINT fk_seller_ledger_entries_parcel,
        DROP COLUMN order_parcel_id`);
    await queryRunner.query(`
      ALTER TABLE seller_ledger_entries
        ADD CONSTRAINT ck_seller_ledger_entries_kind CHECK (kind IN ('earning', 'reversal', 'payout')),
        ADD CONSTRAINT ck_seller_ledger_entries_sign CHECK (
          (kind = 'earning' AND amount_cents >= 0 AND order_item_id IS NOT NULL)
          OR (kind = 'reversal' AND amount_cents <= 0 AND order_item_id IS NOT NULL AND refund_id IS NOT NULL)
          OR (kind = 'payout' AND amount_cents < 0 AND payout_id IS NOT NULL))`);
    await queryRunner.query(`DROP TABLE order_parcels`);
  }
}
