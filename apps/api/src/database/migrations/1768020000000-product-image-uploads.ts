import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 37, unclaimed uploads: product images get upload rows like trade photos and support
 * attachments, so the retention job can remove the ones no product ever used. The images products
 * use today are recorded as claimed; a stored file no row names is swept as unclaimed.
 */
export class ProductImageUploads1768020000000 implements MigrationInterface {
  name = 'ProductImageUploads1768020000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE product_image_uploads (
        id varchar(40) PRIMARY KEY,
        claimed_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_product_image_uploads_unclaimed ON product_image_uploads (created_at) WHERE claimed_at IS NULL`,
    );
    await queryRunner.query(`
      INSERT INTO product_image_uploads (id, claimed_at)
      SELECT DISTINCT substring(url FROM '[0-9a-f]{32}\\.(?:jpg|png|webp)$'), now()
        FROM products, unnest(images) AS url
       WHERE url ~ '^/api/products/images/[0-9a-f]{32}\\.(jpg|png|webp)$'
      ON CONFLICT DO NOTHING`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE product_image_uploads`);
  }
}
