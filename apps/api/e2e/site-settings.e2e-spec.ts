import type {
  AdminSiteSettings,
  ApiErrorBody,
  AuditEntry,
  Paged,
  PublicSiteSettings,
} from '@phonehub/contracts';
import { CO2_SAVED_KG_PER_DEVICE, SITE_SETTINGS_MESSAGES as MESSAGES } from '@phonehub/domain';
import { register, signInAsAdmin, uniqueTag } from './support/fixtures';
import { useStorefrontServer } from './support/storefront-server';
import { useTestApp } from './support/test-app';

// The settings are one row every spec file shares: this file puts back what it changed.
describe('site settings', () => {
  const { t, api } = useTestApp(
    {},
    {
      beforeClose: async () => {
        const { updated_at: _updatedAt, ...fields } = original;
        await api.put('/api/admin/site-settings', fields, { token: adminToken });
      },
    },
  );
  let adminToken: string;
  let original: AdminSiteSettings;

  beforeAll(async () => {
    adminToken = await signInAsAdmin(api);
    original = (await api.get<AdminSiteSettings>('/api/admin/site-settings', { token: adminToken })).body;
  });

  const save = (body: unknown, token = adminToken) =>
    api.put<AdminSiteSettings & Partial<ApiErrorBody>>('/api/admin/site-settings', body, { token });

  it('answers anyone with the public settings and the impact figures, without admin-only fields', async () => {
    const res = await api.get<PublicSiteSettings>('/api/site-settings');
    expect(res.status).toBe(200);
    expect(res.body.title).toEqual(expect.any(String));
    expect(res.body.title.length).toBeGreaterThan(0);
    expect(['summary', 'summary_large_image', 'app', 'player']).toContain(res.body.twitter_card);
    expect(res.body).not.toHaveProperty('satisfaction_fallback_percent');
    expect(res.body).not.toHaveProperty('updated_at');
    const { impact } = res.body;
    expect(Number.isInteger(impact.customers)).toBe(true);
    expect(Number.isInteger(impact.devices_sold)).toBe(true);
    expect(impact.co2_saved_kg).toBe(impact.devices_sold * CO2_SAVED_KG_PER_DEVICE);
    // null until a customer review (or the admin's figure) exists: this file may run before any other writes one.
    expect(
      impact.satisfaction_percent === null ||
        (impact.satisfaction_percent >= 0 && impact.satisfaction_percent <= 100),
    ).toBe(true);
  });

  it('lets only admins read and change every field', async () => {
    const customer = await register(api);
    expect((await api.get('/api/admin/site-settings')).status).toBe(401);
    expect((await api.get('/api/admin/site-settings', { token: customer.access_token })).status).toBe(403);
    expect((await save({ title: 'Hijacked' }, customer.access_token)).status).toBe(403);
    expect((await api.put('/api/admin/site-settings', { title: 'Hijacked' })).status).toBe(401);
    expect((await api.get<PublicSiteSettings>('/api/site-settings')).body.title).toBe(original.title);
  });

  it('saves the fields sent, keeps the others, shows the change publicly at once and audits it', async () => {
    const title = `PhoneHub e2e ${Date.now()}`;
    const res = await save({
      title: `  ${title}  `,
      og_image: 'https://cdn.example.com/share.png',
      twitter_card: 'summary',
      google_analytics_id: 'G-ABC123DEF4',
      google_tag_manager_id: 'GTM-AB12CD3',
      facebook_pixel_id: '123456789012345',
      schema_org_data: '{"@context":"https://schema.org","@type":"Organization","name":"PhoneHub"}',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title,
      og_image: 'https://cdn.example.com/share.png',
      twitter_card: 'summary',
      google_analytics_id: 'G-ABC123DEF4',
      meta_description: original.meta_description,
    });
    // The public answer is cached, but a save clears it.
    expect((await api.get<PublicSiteSettings>('/api/site-settings')).body).toMatchObject({
      title,
      twitter_card: 'summary',
    });

    const log = await api.get<Paged<AuditEntry>>(
      '/api/admin/audit-log?action=site_settings.update&page_size=5',
      {
        token: adminToken,
      },
    );
    expect(log.status).toBe(200);
    const entry = log.body.items.find((item) => (item.after as { title?: string } | null)?.title === title);
    expect(entry).toMatchObject({
      entity_type: 'site_settings',
      before: expect.objectContaining({ title: expect.any(String) }),
    });
    expect(entry?.after).not.toHaveProperty('meta_description');

    // Blank clears an optional field.
    expect((await save({ og_image: '' })).body.og_image).toBe('');
  });

  it.each([
    ['a blank title', { title: '   ' }, MESSAGES.titleRequired],
    ['a title that is too long', { title: 'x'.repeat(121) }, 'The site title must be at most 120 characters'],
    [
      'a script in the description',
      { meta_description: '<script>alert(1)</script>' },
      'Text may not contain scripts, "javascript:" links or event handlers',
    ],
    ['a javascript: image', { og_image: 'javascript:alert(1)' }, MESSAGES.url],
    ['an image without a scheme', { twitter_image: 'cdn.example.com/card.png' }, MESSAGES.url],
    ['an ftp canonical URL', { og_url: 'ftp://phonehub.example' }, MESSAGES.url],
    ['a malformed Analytics id', { google_analytics_id: 'GA-123' }, MESSAGES.googleAnalyticsId],
    ['a malformed Tag Manager id', { google_tag_manager_id: 'GTM_123' }, MESSAGES.googleTagManagerId],
    ['a 14-digit Pixel id', { facebook_pixel_id: '12345678901234' }, MESSAGES.facebookPixelId],
    ['invalid JSON', { schema_org_data: '{"@type": ' }, MESSAGES.schemaOrgData],
    ['a JSON array', { schema_org_data: '[1, 2]' }, MESSAGES.schemaOrgData],
    ['an unknown card', { twitter_card: 'gallery' }, MESSAGES.twitterCard],
    ['a null field', { meta_keywords: null }, 'The meta keywords must be text'],
    ['a fallback above 100', { satisfaction_fallback_percent: 101 }, MESSAGES.satisfactionFallback],
    ['an unknown field', { secret: 'x' }, 'The field "secret" is not allowed'],
  ])('refuses %s with a clear sentence and changes nothing', async (_name, body, detail) => {
    const before = (await api.get<AdminSiteSettings>('/api/admin/site-settings', { token: adminToken })).body;
    const res = await save({ favicon: 'https://cdn.example.com/changed.ico', ...body });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(detail);
    const after = (await api.get<AdminSiteSettings>('/api/admin/site-settings', { token: adminToken })).body;
    expect(after).toEqual(before);
  });

  it('accepts Universal Analytics ids and 16-digit Pixel ids', async () => {
    const res = await save({ google_analytics_id: 'UA-123456-1', facebook_pixel_id: '1234567890123456' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      google_analytics_id: 'UA-123456-1',
      facebook_pixel_id: '1234567890123456',
    });
  });

  describe("through the storefront's web server (HTML with no JavaScript run)", () => {
    const storefront = useStorefrontServer({
      apiUrl: () => t.baseUrl,
      indexHtml:
        '<!doctype html><html><head><title>Template</title></head><body><div id="root"></div></body></html>',
    });
    const html = async (path: string) => {
      const res = await fetch(`${storefront.base}${path}`);
      return { status: res.status, text: await res.text() };
    };
    const titleOf = (text: string) => text.match(/<title>([^<]*)<\/title>/)?.[1];

    it("changing the site title in the admin changes the home page's <title>", async () => {
      expect(titleOf((await html('/')).text)).toBe(
        (await api.get<PublicSiteSettings>('/api/site-settings')).body.title.replace(/&/g, '&amp;'),
      );
      const next = `Served title ${Date.now()}`;
      expect((await save({ title: next })).status).toBe(200);
      expect(titleOf((await html('/')).text)).toBe(next);
    });

    it('a product page names the product and holds its JSON-LD offer; the sitemap lists it', async () => {
      const name = `Served Phone ${uniqueTag()}`;
      const created = await api.post<{ id: string }>(
        '/api/admin/products',
        { name, brand: 'Apple', model: 'iPhone 13', price: 499.99, condition: 'Good', stock_quantity: 3 },
        { token: adminToken },
      );
      expect(created.status).toBe(201);
      const page = await html(`/product/${created.body.id}`);
      expect(page.status).toBe(200);
      expect(titleOf(page.text)).toBe(`${name} – PhoneHub`);
      expect(page.text).toContain(`<meta property="og:title" content="${name} – PhoneHub" />`);
      const ld = [...page.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map((m) => JSON.parse(m[1]))
        .find((data) => data['@type'] === 'Product');
      expect(ld).toMatchObject({
        name,
        offers: {
          price: '499.99',
          priceCurrency: 'USD',
          itemCondition: 'https://schema.org/RefurbishedCondition',
        },
      });
      // The sitemap is an index of paged sitemaps: the product is in one of them.
      const sitemaps = [
        ...(await html('/sitemap.xml')).text.matchAll(/<loc>http:\/\/shop\.example(\/[^<]+)<\/loc>/g),
      ].map((m) => m[1]);
      expect(sitemaps).toContain('/sitemap-pages.xml');
      const pages = await Promise.all(sitemaps.map(async (path) => (await html(path)).text));
      expect(pages.join('\n')).toContain(`<loc>http://shop.example/product/${created.body.id}</loc>`);
      expect((await html('/product/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    });
  });
});
