import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35, disputes (chargebacks): one row per dispute the provider opened on an order's payment,
 * kept in step with the provider's word (its webhooks are hints; the dispute is re-read). It keeps
 * the payment status the order had before (restored when the dispute is won), the evidence the
 * shop submitted, and once lost, what was taken back from sellers and what the platform lost.
 */
export class Disputes1767960000000 implements MigrationInterface {
  name = 'Disputes1767960000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE disputes (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        provider_dispute_id varchar(255) NOT NULL,
        order_id uuid NOT NULL,
        customer_email varchar(254) NOT NULL,
        amount_cents integer NOT NULL,
        currency varchar(3) NOT NULL,
        reason varchar(100) NOT NULL,
        status varchar(20) NOT NULL,
        payment_status_before varchar(20) NOT NULL,
        evidence jsonb NULL,
        evidence_submitted_at timestamptz NULL,
        evidence_submissions integer NOT NULL DEFAULT 0,
        evidence_due_by timestamptz NULL,
        recovered_cents integer NOT NULL DEFAULT 0,
        platform_loss_cents integer NULL,
        closed_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_disputes PRIMARY KEY (id),
        CONSTRAINT uq_disputes_provider UNIQUE (provider_dispute_id),
        CONSTRAINT fk_disputes_order FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE RESTRICT,
        CONSTRAINT ck_disputes_status CHECK (status IN ('needs_response', 'under_review', 'won', 'lost')),
        CONSTRAINT ck_disputes_amounts CHECK (amount_cents > 0 AND recovered_cents BETWEEN 0 AND amount_cents
          AND (platform_loss_cents IS NULL OR platform_loss_cents BETWEEN 0 AND amount_cents)),
        CONSTRAINT ck_disputes_closed CHECK ((closed_at IS NOT NULL) = (status IN ('won', 'lost')))
      )`);
    await queryRunner.query(`CREATE INDEX ix_disputes_created_at_id ON disputes (created_at, id)`);
    await queryRunner.query(`CREATE INDEX ix_disputes_status_created_at ON disputes (status, created_at)`);
    await queryRunner.query(`CREATE INDEX ix_disputes_order_id ON disputes (order_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE disputes`);
  }
}
