// What the server needs from the API (never the database): the site settings, one product, and
// every visible product for the sitemap. Read through the public API and kept briefly.
import type {
  Product,
  ProductListResponse,
  PublicSiteSettings,
  SiteSettingsFields,
  TwitterCard,
} from '@phonehub/contracts';
import { blankSiteSettings } from '@phonehub/domain';

/** How long settings, products and the sitemap are kept before asking the API again. */
export const SITE_DATA_TTL_MS = 60_000;
/** One slow API call must not hold a crawler's page for long: the page goes out without it. */
const API_TIMEOUT_MS = 3_000;
/** The API's largest page of products. */
const PRODUCTS_PAGE = 48;
/** A bound on the sitemap's walk (48 000 products), and on the product cache. */
const MAX_PRODUCT_PAGES = 1_000;
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
  /** Ids of every product the catalogue lists (what shoppers can find), newest first. */
  productIds(): Promise<string[]>;
}

export function createSiteData(apiUrl: string, options: { ttlMs?: number } = {}): SiteData {
  const ttl = options.ttlMs ?? SITE_DATA_TTL_MS;
  let settings: Kept<SiteSettingsFields> | undefined;
  let ids: Kept<Promise<string[]>> | undefined;
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

    productIds() {
      if (ids && ids.until > Date.now()) return ids.value;
      const walk = (async () => {
        const found: string[] = [];
        for (let page = 1; page <= MAX_PRODUCT_PAGES; page++) {
          const { status, body } = await get(`/api/products?page=${page}&limit=${PRODUCTS_PAGE}`);
          const list = body as Partial<ProductListResponse> | undefined;
          if (status !== 200 || !list || !Array.isArray(list.products))
            throw new Error(`products page ${page}: ${status}`);
          for (const product of list.products) if (typeof product?.id === 'string') found.push(product.id);
          if (list.products.length === 0 || page >= (list.totalPages ?? 0)) break;
        }
        return found;
      })();
      ids = { value: walk, until: Date.now() + ttl };
      // A failed walk is not kept: the next request tries again.
      walk.catch(() => {
        if (ids?.value === walk) ids = undefined;
      });
      return walk;
    },
  };
}
