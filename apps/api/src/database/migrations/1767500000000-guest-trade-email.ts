import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Guests are known by the email of their trade-ins: the admin's people list and statistics look them up by it. */
export class GuestTradeEmail1767500000000 implements MigrationInterface {
  name = 'GuestTradeEmail1767500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX ix_trade_requests_guest_email ON trade_requests (lower(email)) WHERE is_guest`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ix_trade_requests_guest_email`);
  }
}
