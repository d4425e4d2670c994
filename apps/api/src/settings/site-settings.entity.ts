import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { TwitterCard } from '@phonehub/contracts';

/**
 * The site's SEO and branding (admin Site Settings): one row (id 1) the migration creates with
 * PhoneHub's defaults. Blank optional texts are '' so pages never meet a null.
 */
@Entity({ name: 'site_settings' })
@Check('ck_site_settings_single', 'id = 1')
@Check('ck_site_settings_twitter_card', `twitter_card IN ('summary', 'summary_large_image', 'app', 'player')`)
@Check('ck_site_settings_satisfaction', 'satisfaction_fallback_percent BETWEEN 0 AND 100')
export class SiteSettingsEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'varchar', length: 2048, default: '' })
  favicon: string;

  @Column({ name: 'meta_description', type: 'varchar', length: 320, default: '' })
  metaDescription: string;

  @Column({ name: 'meta_keywords', type: 'varchar', length: 500, default: '' })
  metaKeywords: string;

  @Column({ name: 'og_title', type: 'varchar', length: 120, default: '' })
  ogTitle: string;

  @Column({ name: 'og_description', type: 'varchar', length: 320, default: '' })
  ogDescription: string;

  @Column({ name: 'og_image', type: 'varchar', length: 2048, default: '' })
  ogImage: string;

  @Column({ name: 'og_url', type: 'varchar', length: 2048, default: '' })
  ogUrl: string;

  @Column({ name: 'twitter_card', type: 'varchar', length: 24, default: 'summary_large_image' })
  twitterCard: TwitterCard;

  @Column({ name: 'twitter_title', type: 'varchar', length: 120, default: '' })
  twitterTitle: string;

  @Column({ name: 'twitter_description', type: 'varchar', length: 320, default: '' })
  twitterDescription: string;

  @Column({ name: 'twitter_image', type: 'varchar', length: 2048, default: '' })
  twitterImage: string;

  /** JSON object as the admin wrote it (kept as text so their formatting survives). */
  @Column({ name: 'schema_org_data', type: 'text', default: '' })
  schemaOrgData: string;

  @Column({ name: 'google_analytics_id', type: 'varchar', length: 32, default: '' })
  googleAnalyticsId: string;

  @Column({ name: 'google_tag_manager_id', type: 'varchar', length: 32, default: '' })
  googleTagManagerId: string;

  @Column({ name: 'facebook_pixel_id', type: 'varchar', length: 16, default: '' })
  facebookPixelId: string;

  /** The satisfaction figure shown while no customer has reviewed anything yet. */
  @Column({ name: 'satisfaction_fallback_percent', type: 'smallint', default: 0 })
  satisfactionFallbackPercent: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
