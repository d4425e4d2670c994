import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trade photos belong to whoever uploaded them: the upload's token (its hash) must come with the
 * image id, and a photo joins one trade only. Photos uploaded before this have no row and must be
 * uploaded again.
 */
export class TradeUploads1767620000000 implements MigrationInterface {
  name = 'TradeUploads1767620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE trade_uploads (
        id varchar(40) NOT NULL,
        token_hash char(64) NOT NULL,
        trade_id uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_trade_uploads PRIMARY KEY (id),
        CONSTRAINT fk_trade_uploads_trade FOREIGN KEY (trade_id) REFERENCES trade_requests (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX ix_trade_uploads_trade_id ON trade_uploads (trade_id)`);
    await queryRunner.query(`CREATE INDEX ix_trade_uploads_created_at ON trade_uploads (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE trade_uploads`);
  }
}
