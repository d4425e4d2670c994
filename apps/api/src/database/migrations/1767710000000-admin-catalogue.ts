import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Review moderation and the staff-review setting: an admin hides a review (it leaves public lists
 * and averages but is kept), customers report reviews once each, and staff reviews count in
 * ratings only when the marketplace setting says so (off by default).
 */
export class AdminCatalogue1767710000000 implements MigrationInterface {
  name = 'AdminCatalogue1767710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE reviews ADD COLUMN hidden_at timestamptz NULL`);
    await queryRunner.query(
      `ALTER TABLE marketplace_settings ADD COLUMN count_staff_reviews boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`
      CREATE TABLE review_reports (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        review_id uuid NOT NULL,
        user_id uuid NOT NULL,
        reason varchar(500) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_review_reports PRIMARY KEY (id),
        CONSTRAINT fk_review_reports_review FOREIGN KEY (review_id) REFERENCES reviews (id) ON DELETE CASCADE,
        CONSTRAINT fk_review_reports_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_review_reports_review_user ON review_reports (review_id, user_id)`,
    );
    await queryRunner.query(`CREATE INDEX ix_review_reports_user_id ON review_reports (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE review_reports`);
    await queryRunner.query(`ALTER TABLE marketplace_settings DROP COLUMN count_staff_reviews`);
    await queryRunner.query(`ALTER TABLE reviews DROP COLUMN hidden_at`);
  }
}
