import type { DataSource } from 'typeorm';
import type { AuditRecord, AuditService } from '../audit/audit.service';
import { SiteSettingsEntity } from './site-settings.entity';
import { SITE_SETTINGS_CACHE_MS, SiteSettingsService } from './site-settings.service';

interface Figures {
  accounts: string;
  guests: string;
  units: string;
  reviews: string;
  satisfied: string;
}

/** The service over an in-memory row and canned figures (what PostgreSQL's count() returns: text). */
function setUp(
  figures: Figures = { accounts: '10', guests: '3', units: '7', reviews: '8', satisfied: '7' },
  overrides: Partial<SiteSettingsEntity> = {},
) {
  const row = Object.assign(new SiteSettingsEntity(), {
    id: 1,
    title: 'PhoneHub',
    favicon: '',
    metaDescription: 'Refurbished phones',
    metaKeywords: '',
    ogTitle: '',
    ogDescription: '',
    ogImage: '',
    ogUrl: '',
    twitterCard: 'summary_large_image',
    twitterTitle: '',
    twitterDescription: '',
    twitterImage: '',
    schemaOrgData: '',
    googleAnalyticsId: '',
    googleTagManagerId: '',
    facebookPixelId: '',
    satisfactionFallbackPercent: 95,
    updatedAt: new Date('2026-11-20T10:00:00Z'),
    ...overrides,
  } satisfies Partial<SiteSettingsEntity>);
  const repository = {
    findOneByOrFail: jest.fn(async () => ({ ...row })),
    findOneOrFail: jest.fn(async () => ({ ...row })),
    update: jest.fn(async (_where: unknown, patch: Partial<SiteSettingsEntity>) => Object.assign(row, patch)),
  };
  const query = jest.fn(async () => [figures]);
  const db = {
    query,
    getRepository: () => repository,
    transaction: async (work: (manager: unknown) => Promise<unknown>) =>
      work({ getRepository: () => repository }),
  } as unknown as DataSource;
  const audited: AuditRecord[] = [];
  const audit = {
    record: jest.fn(async (entry: AuditRecord) => void audited.push(entry)),
  } as unknown as AuditService;
  return { service: new SiteSettingsService(db, audit), query, repository, audited, figures };
}

describe('SiteSettingsService', () => {
  afterEach(() => jest.useRealTimers());

  it('computes the impact figures: accounts plus guests, units, CO2 per unit, share of 4–5 star reviews', async () => {
    const { service } = setUp();
    expect((await service.public()).impact).toEqual({
      customers: 13,
      devices_sold: 7,
      co2_saved_kg: 350,
      satisfaction_percent: 88,
    });
  });

  it("shows the admin's satisfaction figure while there are no reviews", async () => {
    const { service } = setUp({ accounts: '0', guests: '0', units: '0', reviews: '0', satisfied: '0' });
    expect((await service.public()).impact).toEqual({
      customers: 0,
      devices_sold: 0,
      co2_saved_kg: 0,
      satisfaction_percent: 95,
    });
  });

  it('claims no satisfaction figure while there are no reviews and the admin set none', async () => {
    const { service } = setUp(
      { accounts: '2', guests: '0', units: '0', reviews: '0', satisfied: '0' },
      { satisfactionFallbackPercent: 0 },
    );
    expect((await service.public()).impact.satisfaction_percent).toBeNull();
  });

  it('keeps the public answer briefly, and a save clears it', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T00:00:00Z') });
    const { service, query } = setUp();
    await service.public();
    await service.public();
    expect(query).toHaveBeenCalledTimes(1);
    jest.setSystemTime(Date.now() + SITE_SETTINGS_CACHE_MS + 1);
    await service.public();
    expect(query).toHaveBeenCalledTimes(2);

    await service.update({ title: 'PhoneHub Sale' }, 'admin-1');
    expect((await service.public()).title).toBe('PhoneHub Sale');
    expect(query).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed read', async () => {
    const { service, query, figures } = setUp();
    query.mockRejectedValueOnce(new Error('connection lost'));
    await expect(service.public()).rejects.toThrow('connection lost');
    query.mockResolvedValueOnce([figures]);
    await expect(service.public()).resolves.toMatchObject({ title: 'PhoneHub' });
  });

  it('audits only the fields that changed, named as the API names them', async () => {
    const { service, audited, repository } = setUp();
    const saved = await service.update(
      { title: 'PhoneHub', meta_description: 'New words', satisfaction_fallback_percent: 90 },
      'admin-1',
    );
    expect(saved).toMatchObject({
      title: 'PhoneHub',
      meta_description: 'New words',
      satisfaction_fallback_percent: 90,
    });
    expect(repository.update).toHaveBeenCalledWith(
      { id: 1 },
      { metaDescription: 'New words', satisfactionFallbackPercent: 90 },
    );
    expect(audited).toEqual([
      {
        actorId: 'admin-1',
        action: 'site_settings.update',
        entityType: 'site_settings',
        entityId: '1',
        before: { meta_description: 'Refurbished phones', satisfaction_fallback_percent: 95 },
        after: { meta_description: 'New words', satisfaction_fallback_percent: 90 },
      },
    ]);
  });

  it('writes and audits nothing when nothing changed', async () => {
    const { service, audited, repository } = setUp();
    await service.update({ title: 'PhoneHub' }, 'admin-1');
    expect(repository.update).not.toHaveBeenCalled();
    expect(audited).toEqual([]);
  });
});
