import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type {
  AdminSiteSettings,
  PublicSiteSettings,
  SiteImpact,
  SiteSettingsFields,
  UpdateSiteSettingsRequest,
} from '@phonehub/contracts';
import { co2SavedKg, SATISFIED_RATING_MIN } from '@phonehub/domain';
import { auditDiff } from '../audit/audit-diff';
import { AuditService } from '../audit/audit.service';
import { SiteSettingsEntity } from './site-settings.entity';

/** The public answer is read on every page load (and by the storefront's server): its impact figures are kept this long. */
export const SITE_SETTINGS_CACHE_MS = 30_000;

/** Orders whose money was taken and kept (wholly or in part): what "paid" means for the figures. */
const PAID = `('paid', 'partially_refunded')`;

const FIELD_COLUMNS: Record<keyof SiteSettingsFields, keyof SiteSettingsEntity> = {
  title: 'title',
  favicon: 'favicon',
  meta_description: 'metaDescription',
  meta_keywords: 'metaKeywords',
  og_title: 'ogTitle',
  og_description: 'ogDescription',
  og_image: 'ogImage',
  og_url: 'ogUrl',
  twitter_card: 'twitterCard',
  twitter_title: 'twitterTitle',
  twitter_description: 'twitterDescription',
  twitter_image: 'twitterImage',
  schema_org_data: 'schemaOrgData',
  google_analytics_id: 'googleAnalyticsId',
  google_tag_manager_id: 'googleTagManagerId',
  facebook_pixel_id: 'facebookPixelId',
};
const ADMIN_COLUMNS = {
  ...FIELD_COLUMNS,
  satisfaction_fallback_percent: 'satisfactionFallbackPercent',
} as const;

function toFields(row: SiteSettingsEntity): SiteSettingsFields {
  return Object.fromEntries(
    Object.entries(FIELD_COLUMNS).map(([field, column]) => [field, row[column]]),
  ) as unknown as SiteSettingsFields;
}

function toAdmin(row: SiteSettingsEntity): AdminSiteSettings {
  return {
    ...toFields(row),
    satisfaction_fallback_percent: row.satisfactionFallbackPercent,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The site's SEO and branding settings (one row) and the impact figures computed from real data. */
@Injectable()
export class SiteSettingsService {
  /** The impact figures (the costly part), per satisfaction fallback they were computed with. */
  private cached?: { value: Promise<SiteImpact>; until: number; fallback: number };

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  /**
   * The public settings with the impact figures. The row is read each time (one primary-key lookup),
   * so an admin's change shows at once on every API instance; the figures, which scan orders and
   * reviews, are computed at most once per SITE_SETTINGS_CACHE_MS.
   */
  async public(): Promise<PublicSiteSettings> {
    const row = await this.row();
    return { ...toFields(row), impact: await this.cachedImpact(row.satisfactionFallbackPercent) };
  }

  private cachedImpact(fallback: number): Promise<SiteImpact> {
    const now = Date.now();
    if (!this.cached || this.cached.until <= now || this.cached.fallback !== fallback) {
      const value = this.impact(fallback);
      this.cached = { value, until: now + SITE_SETTINGS_CACHE_MS, fallback };
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (this.cached?.value === value) this.cached = undefined;
      });
    }
    return this.cached.value;
  }

  async admin(): Promise<AdminSiteSettings> {
    return toAdmin(await this.row());
  }

  /** Saves the fields sent, records the change (before/after of what changed) in the audit log. */
  async update(changes: UpdateSiteSettingsRequest, actorId: string): Promise<AdminSiteSettings> {
    const saved = await this.db.transaction(async (manager) => {
      const repository = manager.getRepository(SiteSettingsEntity);
      // Row lock: two admins saving at once each audit against the state they really changed.
      const current = await repository.findOneOrFail({
        where: { id: 1 },
        lock: { mode: 'pessimistic_write' },
      });
      const patch: Partial<SiteSettingsEntity> = {};
      for (const [field, column] of Object.entries(ADMIN_COLUMNS) as [
        keyof typeof ADMIN_COLUMNS,
        keyof SiteSettingsEntity,
      ][]) {
        const value = changes[field];
        if (value !== undefined && value !== current[column]) Object.assign(patch, { [column]: value });
      }
      if (Object.keys(patch).length === 0) return current;
      await repository.update({ id: 1 }, patch);
      await this.audit.record(
        {
          actorId,
          action: 'site_settings.update',
          entityType: 'site_settings',
          entityId: '1',
          ...auditDiff(current, patch),
        },
        manager,
      );
      return repository.findOneByOrFail({ id: 1 });
    });
    this.cached = undefined;
    return toAdmin(saved);
  }

  private row(): Promise<SiteSettingsEntity> {
    return this.db.getRepository(SiteSettingsEntity).findOneByOrFail({ id: 1 });
  }

  /**
   * Customers: customer accounts plus guests (distinct emails) with a paid order. Devices: units in
   * paid orders. Satisfaction: share of visible customer reviews rated 4 or 5.
   */
  private async impact(satisfactionFallback: number): Promise<SiteImpact> {
    const [figures] = await this.db.query<
      { accounts: string; guests: string; units: string; reviews: string; satisfied: string }[]
    >(
      `SELECT
         (SELECT count(*) FROM users WHERE role = 'customer') AS accounts,
         (SELECT count(DISTINCT lower(o.email)) FROM orders o
           WHERE o.user_id IS NULL AND o.payment_status IN ${PAID}
             AND NOT EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = lower(o.email))) AS guests,
         (SELECT coalesce(sum(i.quantity), 0) FROM order_items i JOIN orders o ON o.id = i.order_id
           WHERE o.payment_status IN ${PAID}) AS units,
         (SELECT count(*) FROM reviews WHERE NOT is_staff AND hidden_at IS NULL) AS reviews,
         (SELECT count(*) FROM reviews WHERE NOT is_staff AND hidden_at IS NULL AND rating >= $1) AS satisfied`,
      [SATISFIED_RATING_MIN],
    );
    const devicesSold = Number(figures.units);
    const reviews = Number(figures.reviews);
    return {
      customers: Number(figures.accounts) + Number(figures.guests),
      devices_sold: devicesSold,
      co2_saved_kg: co2SavedKg(devicesSold),
      // With no customer review and no figure of the admin's there is nothing to claim (not 0 %).
      satisfaction_percent:
        reviews > 0
          ? Math.round((Number(figures.satisfied) * 100) / reviews)
          : satisfactionFallback > 0
            ? satisfactionFallback
            : null,
    };
  }
}
