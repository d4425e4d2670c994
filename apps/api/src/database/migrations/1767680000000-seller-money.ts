import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The marketplace's money: every order line records its seller and the fee and payout frozen when
 * the order was placed (they always add up to the line), and its own parcel (tracking number,
 * shipped_at); a ledger per seller (earnings, reversals, payouts; one earning per line however often
 * the payment is applied); payouts (one per idempotency key and seller); and the fee setting.
 */
export class SellerMoney1767680000000 implements MigrationInterface {
  name = 'SellerMoney1767680000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE order_items
        ADD COLUMN seller_id uuid NULL,
        ADD COLUMN fee_bps integer NOT NULL DEFAULT 0,
        ADD COLUMN fee_cents integer NOT NULL DEFAULT 0,
        ADD COLUMN payout_cents integer NULL,
        ADD COLUMN tracking_number varchar(100) NULL,
        ADD COLUMN shipped_at timestamptz NULL,
        ADD CONSTRAINT fk_order_items_seller FOREIGN KEY (seller_id) REFERENCES users (id) ON DELETE RESTRICT`);
    // PhoneHub's own lines (all lines placed before the marketplace) carry no split: no fee, no payout.
    await queryRunner.query(`
      ALTER TABLE order_items
        ADD CONSTRAINT ck_order_items_fee_bps CHECK (fee_bps BETWEEN 0 AND 3000),
        ADD CONSTRAINT ck_order_items_split CHECK (
          (seller_id IS NULL AND fee_cents = 0 AND payout_cents IS NULL)
          OR (fee_cents >= 0 AND payout_cents >= 0 AND fee_cents + payout_cents = unit_price_cents * quantity))`);
    // Orders shipped before parcels per seller: their one parcel holds every line.
    await queryRunner.query(`
      UPDATE order_items i SET tracking_number = o.tracking_number, shipped_at = o.updated_at
        FROM orders o
       WHERE o.id = i.order_id AND o.status IN ('shipped', 'delivered') AND o.tracking_number IS NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX ix_order_items_seller_id ON order_items (seller_id, order_id) WHERE seller_id IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE seller_payouts (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        seller_id uuid NOT NULL,
        amount_cents integer NOT NULL,
        reference varchar(100) NOT NULL,
        idempotency_key varchar(255) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_seller_payouts PRIMARY KEY (id),
        CONSTRAINT fk_seller_payouts_seller FOREIGN KEY (seller_id) REFERENCES users (id) ON DELETE RESTRICT,
        CONSTRAINT ck_seller_payouts_amount CHECK (amount_cents > 0),
        CONSTRAINT uq_seller_payouts_key UNIQUE (seller_id, idempotency_key)
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_seller_payouts_seller_created ON seller_payouts (seller_id, created_at)`,
    );

    await queryRunner.query(`
      CREATE TABLE seller_ledger_entries (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        seller_id uuid NOT NULL,
        order_id uuid NULL,
        order_item_id uuid NULL,
        kind varchar(20) NOT NULL,
        amount_cents integer NOT NULL,
        available_at timestamptz NULL,
        payout_id uuid NULL,
        refund_id uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_seller_ledger_entries PRIMARY KEY (id),
        CONSTRAINT fk_seller_ledger_entries_seller FOREIGN KEY (seller_id) REFERENCES users (id) ON DELETE RESTRICT,
        CONSTRAINT fk_seller_ledger_entries_order FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE RESTRICT,
        CONSTRAINT fk_seller_ledger_entries_item FOREIGN KEY (order_item_id) REFERENCES order_items (id) ON DELETE RESTRICT,
        CONSTRAINT fk_seller_ledger_entries_payout FOREIGN KEY (payout_id) REFERENCES seller_payouts (id) ON DELETE RESTRICT,
        CONSTRAINT ck_seller_ledger_entries_kind CHECK (kind IN ('earning', 'reversal', 'payout')),
        CONSTRAINT ck_seller_ledger_entries_sign CHECK (
          (kind = 'earning' AND amount_cents >= 0 AND order_item_id IS NOT NULL)
          OR (kind = 'reversal' AND amount_cents <= 0 AND order_item_id IS NOT NULL AND refund_id IS NOT NULL)
          OR (kind = 'payout' AND amount_cents < 0 AND payout_id IS NOT NULL))
      )`);
    // A paid event applied twice earns once; a refund event applied twice reverses once.
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_seller_ledger_earning ON seller_ledger_entries (order_item_id) WHERE kind = 'earning'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_seller_ledger_reversal ON seller_ledger_entries (order_item_id, refund_id) WHERE kind = 'reversal'`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_seller_ledger_entries_seller ON seller_ledger_entries (seller_id, created_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_seller_ledger_entries_order ON seller_ledger_entries (order_id)`,
    );

    await queryRunner.query(`
      CREATE TABLE marketplace_settings (
        id smallint NOT NULL DEFAULT 1,
        platform_fee_bps integer NOT NULL DEFAULT 400,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_marketplace_settings PRIMARY KEY (id),
        CONSTRAINT ck_marketplace_settings_single CHECK (id = 1),
        CONSTRAINT ck_marketplace_settings_fee CHECK (platform_fee_bps BETWEEN 0 AND 3000)
      )`);
    await queryRunner.query(`INSERT INTO marketplace_settings (id) VALUES (1)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE marketplace_settings`);
    await queryRunner.query(`DROP TABLE seller_ledger_entries`);
    await queryRunner.query(`DROP TABLE seller_payouts`);
    await queryRunner.query(`
      ALTER TABLE order_items
        DROP CONSTRAINT ck_order_items_split,
        DROP CONSTRAINT ck_order_items_fee_bps,
        DROP CONSTRAINT fk_order_items_seller,
        DROP COLUMN shipped_at,
        DROP COLUMN tracking_number,
        DROP COLUMN payout_cents,
        DROP COLUMN fee_cents,
        DROP COLUMN fee_bps,
        DROP COLUMN seller_id`);
  }
}
