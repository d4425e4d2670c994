// The storefront's server against a fake API: what a crawler or a link preview (no JavaScript) reads.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Product, PublicSiteSettings } from '@phonehub/contracts';
import { fakeProduct } from '@phonehub/api-client';
import { createStorefrontServer } from './storefront-server';
import { classifyPath } from './page-routes';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="Template description" />
    <link rel="icon" href="data:image/svg+xml,x" />
    <title>Template title</title>
  </head>
  <body><div id="root"></div><script defer src="/main.1234abcd.js"></script></body>
</html>`;

const SUFFIX = 'c7e2a9';

function settings(overrides: Partial<PublicSiteSettings> = {}): PublicSiteSettings {
  return {
    title: 'PhoneHub — Refurbished electronics & trade-in',
    favicon: '',
    meta_description: 'Certified refurbished phones with a 12-month warranty.',
    meta_keywords: 'refurbished phones',
    og_title: '',
    og_description: '',
    og_image: 'https://cdn.example.com/share.png',
    og_url: '',
    twitter_card: 'summary_large_image',
    twitter_title: '',
    twitter_description: '',
    twitter_image: '',
    schema_org_data: '{"@context":"https://schema.org","@type":"Organization","name":"PhoneHub"}',
    google_analytics_id: '',
    google_tag_manager_id: '',
    facebook_pixel_id: '',
    impact: { customers: 1, devices_sold: 2, co2_saved_kg: 100, satisfaction_percent: 90 },
    ...overrides,
  };
}

interface FakeApi {
  server: FastifyInstance;
  url: string;
  settings: PublicSiteSettings;
  products: Product[];
  down: boolean;
}

async function startFakeApi(): Promise<FakeApi> {
  const api: FakeApi = { server: Fastify(), url: '', settings: settings(), products: [], down: false };
  api.server.addHook('onRequest', async (_request, reply) => {
    if (api.down) return reply.code(503).send({ statusCode: 503 });
  });
  api.server.get('/api/site-settings', async () => api.settings);
  api.server.get<{ Params: { id: string } }>('/api/products/:id', async (request, reply) => {
    const product = api.products.find((p) => p.id === request.params.id);
    return (
      product ??
      reply
        .code(404)
        .send({ statusCode: 404, code: 'NOT_FOUND', message: 'Not Found', detail: 'Product not found' })
    );
  });
  api.server.get<{ Querystring: { after?: string; limit?: string } }>(
    '/api/catalogue/sitemap',
    async (request) => {
      // A smaller page than asked for on purpose: the sitemap must follow `next` to the end.
      const size = Math.min(Number(request.query.limit), 250);
      const after = request.query.after ?? '';
      const listed = api.products
        .filter((product) => product.id > after)
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .slice(0, size)
        .map((product) => ({ id: product.id, updated_at: product.updated_at }));
      return { products: listed, next: listed.length === size ? listed[listed.length - 1].id : null };
    },
  );
  await api.server.listen({ port: 0, host: '127.0.0.1' });
  api.url = `http://127.0.0.1:${(api.server.server.address() as AddressInfo).port}`;
  return api;
}

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
}

function metaContent(html: string, key: string): string | undefined {
  const match = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`));
  return match?.[1];
}

function titleOf(html: string): string | undefined {
  return html.match(/<title>([\s\S]*?)<\/title>/)?.[1];
}

describe('storefront server', () => {
  let api: FakeApi;
  let root: string;
  let server: FastifyInstance;
  let base: string;
  /** The server's log lines. */
  const logged: Array<Record<string, unknown>> = [];

  const phone = fakeProduct({
    id: '11111111-1111-4111-8111-111111111111',
    name: 'iPhone 14 Pro 256GB',
    brand: 'Apple',
    model: 'iPhone 14 Pro',
    price: 799.5,
    condition: 'Excellent',
    images: ['/api/products/images/abc', 'https://cdn.example.com/back.jpg'],
    image_url: '/api/products/images/abc',
    in_stock: true,
    rating: 4.5,
    review_count: 12,
  });

  beforeAll(async () => {
    api = await startFakeApi();
    root = mkdtempSync(join(tmpdir(), 'phonehub-storefront-server-'));
    writeFileSync(join(root, 'index.html'), INDEX);
    writeFileSync(join(root, 'main.1234abcd.js'), 'console.log(1);\n');
    server = await createStorefrontServer({
      root,
      apiUrl: api.url,
      trustProxy: false,
      codeOrigins: ['http://localhost:4200'],
      runtimeConfig: { adminPathSuffix: SUFFIX, remotes: {} },
      publicUrl: 'http://shop.example',
      adminPathSuffix: SUFFIX,
      cacheMs: 0,
      sitemapProductsPerFile: 400,
      logger: { stream: { write: (line) => void logged.push(JSON.parse(line)) } },
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    api.settings = settings();
    api.products = [phone];
    api.down = false;
  });

  afterAll(async () => {
    server.server.closeAllConnections();
    await server.close();
    await api.server.close();
    rmSync(root, { recursive: true, force: true });
  });

  describe('a product page', () => {
    it('names the product, its price and image in the title, Open Graph and Twitter tags', async () => {
      const res = await fetch(`${base}/product/${phone.id}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(titleOf(html)).toBe('iPhone 14 Pro 256GB – PhoneHub');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(metaContent(html, 'og:title')).toBe('iPhone 14 Pro 256GB – PhoneHub');
      expect(metaContent(html, 'og:type')).toBe('product');
      expect(metaContent(html, 'og:image')).toBe('http://shop.example/api/products/images/abc');
      expect(metaContent(html, 'og:url')).toBe(`http://shop.example/product/${phone.id}`);
      expect(metaContent(html, 'description')).toContain('$799.50');
      expect(metaContent(html, 'twitter:title')).toBe('iPhone 14 Pro 256GB – PhoneHub');
      expect(metaContent(html, 'twitter:image')).toBe('http://shop.example/api/products/images/abc');
      expect(html).toContain(`<link rel="canonical" href="http://shop.example/product/${phone.id}" />`);
      expect(html).not.toContain('Template title');
      expect(html).not.toContain('Template description');
      // The app itself still loads and renders.
      expect(html).toContain('<div id="root"></div><script defer src="/main.1234abcd.js"></script>');
      expect(res.headers.get('x-robots-tag')).toBeNull();
    });

    it('holds a JSON-LD Product with its offer (price, USD, availability, refurbished) and rating', async () => {
      const html = await (await fetch(`${base}/product/${phone.id}`)).text();
      const product = jsonLd(html).find((data) => data['@type'] === 'Product');
      expect(product).toMatchObject({
        '@context': 'https://schema.org',
        name: 'iPhone 14 Pro 256GB',
        image: ['http://shop.example/api/products/images/abc', 'https://cdn.example.com/back.jpg'],
        brand: { '@type': 'Brand', name: 'Apple' },
        offers: {
          '@type': 'Offer',
          price: '799.50',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/RefurbishedCondition',
          url: `http://shop.example/product/${phone.id}`,
        },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 },
      });
    });

    it('leaves the rating out without reviews and says when it is out of stock', async () => {
      api.products = [
        { ...phone, rating: null, review_count: 0, in_stock: false, stock: 0, stock_quantity: 0 },
      ];
      const html = await (await fetch(`${base}/product/${phone.id}`)).text();
      const product = jsonLd(html).find((data) => data['@type'] === 'Product');
      expect(product).not.toHaveProperty('aggregateRating');
      expect(product?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    });

    it('escapes what a seller typed: no markup or script gets out of its place', async () => {
      const name = `Evil "phone" </title><script>alert(1)</script> & <img src=x onerror=alert(2)>`;
      api.products = [
        {
          ...phone,
          name,
          description: `</script><script>alert(3)</script>\u2028`,
          image_url: `https://cdn.example.com/a.jpg" onload="alert(4)`,
          images: [`https://cdn.example.com/a.jpg" onload="alert(4)`],
        },
      ];
      const html = await (await fetch(`${base}/product/${phone.id}`)).text();
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('" onload="');
      // Exactly the app's script and the JSON-LD blocks: nothing injected.
      expect(html.match(/<script/g)).toHaveLength(1 + jsonLd(html).length);
      expect(titleOf(html)).toBe(
        'Evil &quot;phone&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(2)&gt; – PhoneHub',
      );
      const product = jsonLd(html).find((data) => data['@type'] === 'Product');
      // JSON-LD reads back exactly what was written.
      expect(product?.name).toBe(name);
      expect(product?.description).toBe(`</script><script>alert(3)</script>\u2028`);
    });

    it('answers an unknown product with 404 and the app (which shows its not-found page)', async () => {
      const res = await fetch(`${base}/product/22222222-2222-4222-8222-222222222222`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(titleOf(html)).toBe('Page not found – PhoneHub');
      expect(metaContent(html, 'robots')).toBe('noindex, nofollow');
    });

    it('still serves the page while the API cannot be reached: the product last read, else the site tags', async () => {
      await fetch(`${base}/`);
      await fetch(`${base}/product/${phone.id}`);
      api.down = true;
      const known = await fetch(`${base}/product/${phone.id}`);
      expect(known.status).toBe(200);
      expect(titleOf(await known.text())).toBe('iPhone 14 Pro 256GB – PhoneHub');
      const unread = await fetch(`${base}/product/33333333-3333-4333-8333-333333333333`);
      expect(unread.status).toBe(200);
      expect(titleOf(await unread.text())).toBe('PhoneHub — Refurbished electronics &amp; trade-in');
    });
  });

  describe('other pages', () => {
    it('use the site settings: title, description, canonical URL, Open Graph, Twitter, schema.org', async () => {
      api.settings = settings({
        og_url: 'https://phonehub.example/',
        twitter_card: 'summary',
        twitter_title: 'On Twitter',
      });
      const res = await fetch(`${base}/`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(titleOf(html)).toBe('PhoneHub — Refurbished electronics &amp; trade-in');
      expect(metaContent(html, 'description')).toBe('Certified refurbished phones with a 12-month warranty.');
      expect(metaContent(html, 'og:title')).toBe('PhoneHub — Refurbished electronics &amp; trade-in');
      expect(metaContent(html, 'og:description')).toBe(
        'Certified refurbished phones with a 12-month warranty.',
      );
      expect(metaContent(html, 'og:image')).toBe('https://cdn.example.com/share.png');
      expect(metaContent(html, 'og:url')).toBe('https://phonehub.example/');
      expect(metaContent(html, 'twitter:card')).toBe('summary');
      expect(metaContent(html, 'twitter:title')).toBe('On Twitter');
      expect(html).toContain('<link rel="canonical" href="https://phonehub.example/" />');
      expect(jsonLd(html)).toEqual([
        { '@context': 'https://schema.org', '@type': 'Organization', name: 'PhoneHub' },
      ]);
    });

    it("shows the admin's favicon, and lets the page's policy load it from its origin only", async () => {
      expect((await fetch(`${base}/`)).headers.get('content-security-policy')).toContain(
        "img-src 'self' data: blob:;",
      );
      api.settings = settings({ favicon: 'https://cdn.example.com/icons/favicon.png' });
      const res = await fetch(`${base}/`);
      const html = await res.text();
      expect(html).toContain('<link rel="icon" href="https://cdn.example.com/icons/favicon.png" />');
      expect(html).not.toContain('data:image/svg+xml,x');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.com;");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self' http:\/\/localhost:4200;/);
    });

    it('lets the analytics and marketing tag hosts in only once their ids are set', async () => {
      const before = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
      expect(before).not.toContain('googletagmanager');
      expect(before).not.toContain('facebook');
      expect(before).not.toContain('frame-src');
      api.settings = settings({ google_analytics_id: 'G-ABC1234567' });
      const analytics = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
      expect(analytics).toMatch(
        /script-src 'self' http:\/\/localhost:4200 https:\/\/www\.googletagmanager\.com;/,
      );
      expect(analytics).toContain('https://www.google-analytics.com');
      expect(analytics).not.toContain('facebook');
      api.settings = settings({ google_tag_manager_id: 'GTM-ABC123', facebook_pixel_id: '123456789012345' });
      const both = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
      expect(both).toContain('frame-src https://www.googletagmanager.com;');
      expect(both).toContain('https://connect.facebook.net');
      expect(both).toContain("frame-ancestors 'none'");
    });

    it('shows a new site title on the next page once it changes (no restart)', async () => {
      expect(titleOf(await (await fetch(`${base}/`)).text())).toBe(
        'PhoneHub — Refurbished electronics &amp; trade-in',
      );
      api.settings = settings({ title: 'PhoneHub Spring Sale' });
      expect(titleOf(await (await fetch(`${base}/`)).text())).toBe('PhoneHub Spring Sale');
    });

    it('names the marketplace and information pages in their titles', async () => {
      expect(titleOf(await (await fetch(`${base}/marketplace?category=Laptop`)).text())).toBe(
        'Shop refurbished devices – PhoneHub',
      );
      expect(titleOf(await (await fetch(`${base}/warranty`)).text())).toBe('Warranty – PhoneHub');
    });

    it('answers unknown routes with 404 and the app; a missing file stays a plain 404', async () => {
      const page = await fetch(`${base}/no-such-page`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('<div id="root"></div>');
      expect((await fetch(`${base}/product/${phone.id}/extra`)).status).toBe(404);
      const file = await fetch(`${base}/no-such.js`);
      expect(file.status).toBe(404);
      expect(await file.text()).toBe('Not found');
    });

    it('tells crawlers to keep away from the hidden admin pages and shoppers’ own pages', async () => {
      for (const path of [
        `/admin-${SUFFIX}`,
        `/dashboard-${SUFFIX}`,
        `/dashboard-${SUFFIX}/orders`,
        '/cart',
        '/checkout',
        '/profile',
      ]) {
        const res = await fetch(`${base}${path}`);
        expect({ path, status: res.status }).toEqual({ path, status: 200 });
        expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
        expect(metaContent(await res.text(), 'robots')).toBe('noindex, nofollow');
      }
      expect((await fetch(`${base}/`)).headers.get('x-robots-tag')).toBeNull();
      // A wrong suffix is just an unknown page.
      expect((await fetch(`${base}/admin-000000`)).status).toBe(404);
    });
  });

  describe('sitemap.xml and robots.txt', () => {
    /** The <loc>s of an XML answer. */
    const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    /** What the server answers for one of its own public addresses. */
    const fetchOwn = (loc: string) => fetch(loc.replace('http://shop.example', base));
    /** 1,500 products: more than the public listing counts (1,000), past several sitemap files. */
    const manyProducts = () =>
      Array.from({ length: 1500 }, (_, i) => ({
        ...phone,
        id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
        updated_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      }));

    it('is an index of the pages’ sitemap and paged product sitemaps that list all 1,500 products', async () => {
      const products = manyProducts();
      api.products = products;
      const res = await fetch(`${base}/sitemap.xml`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      const index = await res.text();
      expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(locsOf(index)).toEqual([
        'http://shop.example/sitemap-pages.xml',
        'http://shop.example/sitemap-products-1.xml',
        'http://shop.example/sitemap-products-2.xml',
        'http://shop.example/sitemap-products-3.xml',
        'http://shop.example/sitemap-products-4.xml',
      ]);
      // Each products' file says when its latest product changed.
      expect(index).toContain(
        `<loc>http://shop.example/sitemap-products-4.xml</loc><lastmod>${products[1499].updated_at}</lastmod>`,
      );

      const listed: string[] = [];
      for (const loc of locsOf(index).slice(1)) {
        const file = await fetchOwn(loc);
        expect({ loc, status: file.status }).toEqual({ loc, status: 200 });
        const xml = await file.text();
        expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
        const locs = locsOf(xml);
        expect(locs.length).toBeLessThanOrEqual(400);
        listed.push(...locs);
      }
      expect(listed).toHaveLength(1500);
      expect(new Set(listed)).toEqual(new Set(products.map((p) => `http://shop.example/product/${p.id}`)));
      const first = await (await fetchOwn('http://shop.example/sitemap-products-1.xml')).text();
      expect(first).toContain(
        `<url><loc>http://shop.example/product/${products[0].id}</loc><lastmod>${products[0].updated_at}</lastmod></url>`,
      );
      // Past the last file, and anything that is not a file number: a plain 404.
      for (const path of ['/sitemap-products-5.xml', '/sitemap-products-0.xml', '/sitemap-products-x.xml'])
        expect({ path, status: (await fetch(`${base}${path}`)).status }).toEqual({ path, status: 404 });
    });

    it('lists home, marketplace, categories and information pages in the pages’ sitemap', async () => {
      const res = await fetch(`${base}/sitemap-pages.xml`);
      expect(res.status).toBe(200);
      const locs = locsOf(await res.text());
      expect(locs).toEqual(
        expect.arrayContaining([
          'http://shop.example/',
          'http://shop.example/marketplace',
          'http://shop.example/marketplace?category=Smartphone',
          'http://shop.example/trade',
          'http://shop.example/about',
          'http://shop.example/help',
          'http://shop.example/warranty',
          'http://shop.example/returns',
          'http://shop.example/privacy',
          'http://shop.example/terms',
          'http://shop.example/cookies',
        ]),
      );
      expect(locs.some((loc) => loc.includes('/product/'))).toBe(false);
      expect(locs.some((loc) => loc.includes('admin') || loc.includes('cart'))).toBe(false);
    });

    it('names only the pages’ sitemap when nothing is listed', async () => {
      api.products = [];
      expect(locsOf(await (await fetch(`${base}/sitemap.xml`)).text())).toEqual([
        'http://shop.example/sitemap-pages.xml',
      ]);
    });

    it('escapes addresses, and refuses a partial sitemap when the API fails (with an error line)', async () => {
      api.settings = settings({ og_url: 'https://shop.example/?a=1&b=2' });
      expect(await (await fetch(`${base}/sitemap.xml`)).text()).not.toMatch(/&(?!amp;)/);
      expect(await (await fetch(`${base}/sitemap-products-1.xml`)).text()).not.toMatch(/&(?!amp;)/);
      api.down = true;
      logged.length = 0;
      for (const path of ['/sitemap.xml', '/sitemap-products-1.xml']) {
        const res = await fetch(`${base}${path}`);
        expect({ path, status: res.status }).toEqual({ path, status: 503 });
        expect(res.headers.get('retry-after')).toBe('60');
      }
      expect(logged.filter((line) => line.msg === 'sitemap failed')).toEqual([
        expect.objectContaining({
          level: 50,
          url: '/sitemap.xml',
          err: expect.objectContaining({ message: expect.stringContaining('503') }),
        }),
        expect.objectContaining({ level: 50, url: '/sitemap-products-1.xml' }),
      ]);
      expect(logged).toContainEqual(
        expect.objectContaining({ path: '/sitemap.xml', status: 503, level: 50 }),
      );
    });

    it('disallows the admin paths, cart, checkout and account pages, names the sitemap, and hides the admin suffix', async () => {
      const res = await fetch(`${base}/robots.txt`);
      expect(res.status).toBe(200);
      const text = await res.text();
      const disallowed = text
        .split('\n')
        .filter((line) => line.startsWith('Disallow: '))
        .map((line) => line.slice(10));
      expect(disallowed).toEqual(
        expect.arrayContaining(['/admin', '/dashboard', '/cart', '/checkout', '/profile', '/orders']),
      );
      expect(text).toContain('Sitemap: http://shop.example/sitemap.xml');
      expect(text).not.toContain(SUFFIX);
      // robots.txt rules are prefixes: the hidden admin pages fall under them.
      for (const path of [`/admin-${SUFFIX}`, `/dashboard-${SUFFIX}/orders`]) {
        expect(disallowed.some((prefix) => path.startsWith(prefix))).toBe(true);
      }
    });
  });
});

describe('the route table', () => {
  it("knows every path the storefront's router declares", () => {
    const source = readFileSync(join(__dirname, '../../src/app/routes.tsx'), 'utf8');
    const paths = [...source.matchAll(/path="([^"]+)"/g)].map((m) => m[1]).filter((path) => path !== '*');
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const sample = path.replace(/:[^/]+/g, 'x').replace(/\/\*$/, '/x');
      expect({ path, kind: classifyPath(sample, SUFFIX).kind }).not.toEqual({ path, kind: 'unknown' });
    }
  });
});
