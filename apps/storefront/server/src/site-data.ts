// What the server needs from the API (never the database): the site settings, one product, and
// every listed product for the sitemaps. Read through the public API and kept briefly.
import {
  SITEMAP_PRODUCTS_PAGE_MAX,
  type Product,
  type PublicSiteSettings,
  type SiteSettingsFields,
  type SitemapProduct,
  type SitemapProductsResponse,
  type TwitterCard,
} from '@phonehub/contracts';
import { blankSiteSettings } from '@phonehub/domain';

/** How long settings, products and the sitemap are kept before asking the API again. */
export const SITE_DATA_TTL_MS = 60_000;
/** One slow API call must not hold a crawler's page for long: the page goes out without it. */
const API_TIMEOUT_MS = 3_000;
/**
 * A bound on the sitemap's walk (pages of up to SITEMAP_PRODUCTS_PAGE_MAX: ten million products at
 * the largest page), so an API that kept answering `next` could not hold the walk for ever.
 */
const MAX_SITEMAP_PAGES = 2_000;
const MAX_CACHED_PRODUCTS = 500;

/** Used only while the API cannot be reached and nothing was read before. */
export const FALLBACK_SETTINGS: SiteSettingsFields = blankSiteSettings('PhoneHub');

const TWITTER_CARDS: readonly TwitterCard[] = ['summary', 'summary_large_image', 'app', 'player'];

/** Only the fields the head uses, each checked: whatever the API says, the page gets strings. */
function readSettings(body: unknown): SiteSettingsFields | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const source = body as Partial<Record<keyof SiteSettingsFields, unknown>>;
  if (typeof source.title !== 'string' || source.title === '') return undefined;
  const settings = { ...FALLBACK_SETTINGS };
  for (const key of Object.keys(FALLBACK_SETTINGS) as (keyof SiteSettingsFields)[]) {
    const value = source[key];
    if (typeof value === 'string') (settings as Record<string, string>)[key] = value;
  }
  if (!TWITTER_CARDS.includes(settings.twitter_card)) settings.twitter_card = FALLBACK_SETTINGS.twitter_card;
  return settings;
}

/** A sitemap page as the API documents it; anything else fails the walk (a partial sitemap is worse than none). */
function readSitemapPage(body: unknown): SitemapProductsResponse | undefined {
  const page = body as Partial<SitemapProductsResponse> | null | undefined;
  if (!page || typeof page !== 'object' || !Array.isArray(page.products)) return undefined;
  if (page.next !== null && typeof page.next !== 'string') return undefined;
  const products = page.products.filter(
    (product): product is SitemapProduct =>
      typeof product?.id === 'string' && typeof product.updated_at === 'string',
  );
  return products.length === page.products.length ? { products, next: page.next } : undefined;
}

function isProduct(body: unknown): body is Product {
  const product = body as Partial<Product> | null;
  return (
    product !== null &&
    typeof product === 'object' &&
    typeof product.id === 'string' &&
    typeof product.name === 'string' &&
    typeof product.price === 'number' &&
    Array.isArray(product.images)
  );
}

interface Kept<T> {
  value: T;
  until: number;
}

export interface SiteData {
  settings(): Promise<SiteSettingsFields>;
  /** The product; null when the API says there is none (404, or an id it refuses); undefined when it could not be asked. */
  product(id: string): Promise<Product | null | undefined>;
  /** Every product the catalogue lists (what shoppers can find) with its last change, in id order. */
  sitemapProducts(): Promise<SitemapProduct[]>;
}

export function createSiteData(apiUrl: string, options: { ttlMs?: number } = {}): SiteData {
  const ttl = options.ttlMs ?? SITE_DATA_TTL_MS;
  let settings: Kept<SiteSettingsFields> | undefined;
  let listed: Kept<Promise<SitemapProduct[]>> | undefined;
  const products = new Map<string, Kept<Product | null>>();

  async function get(path: string): Promise<{ status: number; body: unknown }> {
    const res = await fetch(`${apiUrl}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      body = undefined;
    }
    return { status: res.status, body };
  }

  return {
    async settings() {
      if (settings && settings.until > Date.now()) return settings.value;
      try {
        const { status, body } = await get('/api/site-settings');
        const read = status === 200 ? readSettings(body as PublicSiteSettings) : undefined;
        if (read) {
          settings = { value: read, until: Date.now() + ttl };
          return read;
        }
      } catch {
        // The API is down or slow: the last settings read, else the fallback.
      }
      return settings?.value ?? FALLBACK_SETTINGS;
    },

    async product(id) {
      const kept = products.get(id);
      if (kept && kept.until > Date.now()) return kept.value;
      let value: Product | null;
      try {
        const { status, body } = await get(`/api/products/${encodeURIComponent(id)}`);
        if (status === 200 && isProduct(body)) value = body;
        else if (status === 404 || status === 400) value = null;
        else return kept?.value;
      } catch {
        return kept?.value;
      }
      if (products.size >= MAX_CACHED_PRODUCTS) products.delete(products.keys().next().value as string);
      products.set(id, { value, until: Date.now() + ttl });
      return value;
    },

    sitemapProducts() {
      if (listed && listed.until > Date.now()) return listed.value;
      // By keyset (GET /api/catalogue/sitemap), not the public listing: its total stops at 1,000.
      const walk = (async () => {
        const found: SitemapProduct[] = [];
        let after: string | null = null;
        for (let page = 1; page <= MAX_SITEMAP_PAGES; page++) {
          const query: string = after ? `after=${encodeURIComponent(after)}&` : '';
          const { status, body } = await get(
            `/api/catalogue/sitemap?${query}limit=${SITEMAP_PRODUCTS_PAGE_MAX}`,
          );
          const read = status === 200 ? readSitemapPage(body) : undefined;
          if (!read) throw new Error(`sitemap products after ${after ?? 'the start'}: status ${status}`);
          found.push(...read.products);
          // The API answers in id order: a `next` that does not move on would walk in circles.
          if (read.next === null) return found;
          if (after !== null && read.next <= after)
            throw new Error(`sitemap products: the page after ${after} does not move on (${read.next})`);
          after = read.next;
        }
        throw new Error(`sitemap products: more than ${MAX_SITEMAP_PAGES} pages`);
      })();
      listed = { value: walk, until: Date.now() + ttl };
      // A failed walk is not kept: the next request tries again.
      walk.catch(() => {
        if (listed?.value === walk) listed = undefined;
      });
      return walk;
    },
  };
}
