import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 16 item 11: the trade-in wizard asks for the kind of device before the brand, so each
 * priced model says what it is. Existing rows get the type their model's name says (the same
 * reading as inferDeviceType in libs/shared/domain/src/devices.ts); new ones are set by the API.
 */
export class DeviceTypes1767830000000 implements MigrationInterface {
  name = 'DeviceTypes1767830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE device_pricing ADD COLUMN device_type varchar(20) NOT NULL DEFAULT 'phone'`,
    );
    await queryRunner.query(`
      UPDATE device_pricing SET device_type = CASE
        WHEN model ~* '\\mwatch[0-9]*\\M|\\mgear s[0-9]|\\mfitbit\\M' THEN 'watch'
        WHEN model ~* '\\mipad\\M|\\mgalaxy tab\\M|\\mtablet\\M|\\msurface pro\\M|\\mmatepad\\M' THEN 'tablet'
        WHEN model ~* '\\mmacbook\\M|\\mlaptop\\M|\\mnotebook\\M|\\mchromebook\\M|\\mthinkpad\\M|\\mzenbook\\M|\\mxps\\M|\\msurface laptop\\M' THEN 'laptop'
        WHEN model ~* '\\mairpods\\M|\\mwalkman\\M|\\mbuds[0-9]*\\M|\\mheadphones?\\M|\\mearbuds?\\M|\\mheadset\\M|\\mspeaker\\M|\\mwh-|\\mwf-' THEN 'audio'
        WHEN model ~* '\\mplaystation\\M|\\mps[45]\\M|\\mxbox\\M|\\mswitch\\M|\\msteam deck\\M|\\mconsole\\M' THEN 'gaming'
        ELSE 'phone'
      END`);
    await queryRunner.query(
      `ALTER TABLE device_pricing ADD CONSTRAINT ck_device_pricing_device_type
         CHECK (device_type IN ('phone', 'tablet', 'laptop', 'watch', 'audio', 'gaming'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE device_pricing DROP CONSTRAINT ck_device_pricing_device_type`);
    await queryRunner.query(`ALTER TABLE device_pricing DROP COLUMN device_type`);
  }
}
