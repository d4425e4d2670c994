import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The admin's SEO and branding settings: one row, created with PhoneHub's defaults. */
export class SiteSettings1767760000000 implements MigrationInterface {
  name = 'SiteSettings1767760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE site_settings (
        id smallint NOT NULL DEFAULT 1,
        title varchar(120) NOT NULL,
        favicon varchar(2048) NOT NULL DEFAULT '',
        meta_description varchar(320) NOT NULL DEFAULT '',
        meta_keywords varchar(500) NOT NULL DEFAULT '',
        og_title varchar(120) NOT NULL DEFAULT '',
        og_description varchar(320) NOT NULL DEFAULT '',
        og_image varchar(2048) NOT NULL DEFAULT '',
        og_url varchar(2048) NOT NULL DEFAULT '',
        twitter_card varchar(24) NOT NULL DEFAULT 'summary_large_image',
        twitter_title varchar(120) NOT NULL DEFAULT '',
        twitter_description varchar(320) NOT NULL DEFAULT '',
        twitter_image varchar(2048) NOT NULL DEFAULT '',
        schema_org_data text NOT NULL DEFAULT '',
        google_analytics_id varchar(32) NOT NULL DEFAULT '',
        google_tag_manager_id varchar(32) NOT NULL DEFAULT '',
        facebook_pixel_id varchar(16) NOT NULL DEFAULT '',
        satisfaction_fallback_percent smallint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_site_settings PRIMARY KEY (id),
        CONSTRAINT ck_site_settings_single CHECK (id = 1),
        CONSTRAINT ck_site_settings_twitter_card CHECK (twitter_card IN ('summary', 'summary_large_image', 'app', 'player')),
        CONSTRAINT ck_site_settings_satisfaction CHECK (satisfaction_fallback_percent BETWEEN 0 AND 100)
      )`);
    await queryRunner.query(
      `INSERT INTO site_settings (id, title, meta_description, meta_keywords, schema_org_data) VALUES (1, $1, $2, $3, $4)`,
      [
        'PhoneHub — Refurbished electronics & trade-in',
        'Shop certified refurbished phones, tablets and laptops at PhoneHub: 32-point inspection, 12-month warranty, 30-day returns and trade-in for your old device.',
        'refurbished phones, refurbished iPhone, refurbished Samsung, used tablets, trade in phone, PhoneHub',
        JSON.stringify({ '@context': 'https://schema.org', '@type': 'Organization', name: 'PhoneHub' }),
      ],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE site_settings`);
  }
}
