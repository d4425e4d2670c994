import { MigrationInterface, QueryRunner } from 'typeorm';

export class Orders1767400000001 implements MigrationInterface {
  name = 'Orders1767400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE orders (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        user_id uuid NULL,
        email varchar(254) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'pending',
        payment_status varchar(20) NOT NULL DEFAULT 'unpaid',
        shipping_address jsonb NOT NULL,
        shipping_method varchar(20) NOT NULL,
        subtotal_cents integer NOT NULL,
        tax_cents integer NOT NULL,
        shipping_cents integer NOT NULL,
        total_cents integer NOT NULL,
        currency varchar(3) NOT NULL DEFAULT 'usd',
        stripe_session_id varchar(255) NULL,
        stock_released boolean NOT NULL DEFAULT false,
        tracking_number varchar(100) NULL,
        notes varchar(2000) NULL,
        paid_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_orders PRIMARY KEY (id),
        CONSTRAINT fk_orders_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL,
        CONSTRAINT ck_orders_status CHECK (status IN ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled')),
        CONSTRAINT ck_orders_payment_status CHECK (payment_status IN ('unpaid', 'paid', 'failed', 'refunded')),
        CONSTRAINT ck_orders_shipping_method CHECK (shipping_method IN ('standard', 'express')),
        CONSTRAINT ck_orders_amounts CHECK (subtotal_cents >= 0 AND tax_cents >= 0 AND shipping_cents >= 0 AND total_cents = subtotal_cents + tax_cents + shipping_cents)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX uq_orders_stripe_session_id ON orders (stripe_session_id)`);
    await queryRunner.query(`CREATE INDEX ix_orders_user_id_created_at ON orders (user_id, created_at)`);
    await queryRunner.query(`CREATE INDEX ix_orders_created_at ON orders (created_at)`);

    await queryRunner.query(`
      CREATE TABLE order_items (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL,
        product_id uuid NULL,
        name varchar(200) NOT NULL,
        brand varchar(100) NOT NULL,
        model varchar(100) NOT NULL,
        image text NULL,
        unit_price_cents integer NOT NULL,
        quantity integer NOT NULL,
        CONSTRAINT pk_order_items PRIMARY KEY (id),
        CONSTRAINT fk_order_items_order FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE CASCADE,
        CONSTRAINT fk_order_items_product FOREIGN KEY (product_id) REFERENCES products (id) ON DELETE SET NULL,
        CONSTRAINT ck_order_items_quantity CHECK (quantity BETWEEN 1 AND 10),
        CONSTRAINT ck_order_items_price CHECK (unit_price_cents > 0)
      )`);
    await queryRunner.query(`CREATE INDEX ix_order_items_order_id ON order_items (order_id)`);
    await queryRunner.query(`CREATE INDEX ix_order_items_product_id ON order_items (product_id)`);

    await queryRunner.query(`
      CREATE TABLE processed_webhook_events (
        id varchar(255) NOT NULL,
        type varchar(100) NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_processed_webhook_events PRIMARY KEY (id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE processed_webhook_events`);
    await queryRunner.query(`DROP TABLE order_items`);
    await queryRunner.query(`DROP TABLE orders`);
  }
}
