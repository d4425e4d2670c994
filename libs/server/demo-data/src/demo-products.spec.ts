import { CATEGORIES, LISTING_BRANDS, PRODUCT_CONDITIONS } from '@phonehub/domain';
import { DEMO_PRODUCTS } from './demo-products';

describe('the demo catalogue', () => {
  it('has at least 60 products with unique, URL-safe skus', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(60);
    const skus = DEMO_PRODUCTS.map((p) => p.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) expect(sku).toMatch(/^[a-z0-9][a-z0-9-]{0,99}$/);
  });

  it('covers the six categories, the listing brands and several grades', () => {
    expect(new Set(DEMO_PRODUCTS.map((p) => p.category))).toEqual(new Set(CATEGORIES.map((c) => c.slug)));
    for (const brand of LISTING_BRANDS) expect(DEMO_PRODUCTS.some((p) => p.brand === brand)).toBe(true);
    for (const p of DEMO_PRODUCTS) expect(PRODUCT_CONDITIONS).toContain(p.condition);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.condition)).size).toBeGreaterThanOrEqual(5);
  });

  it('prices every unit below its launch price, within the cart limit', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.price).toBeGreaterThan(0);
      expect(p.price).toBeLessThan(p.originalPrice);
      expect(p.price).toBeLessThanOrEqual(10_000);
    }
  });

  it('states battery health only where it applies, and has sold-out and last-unit stock', () => {
    for (const p of DEMO_PRODUCTS) {
      const applies = ['smartphones', 'tablets', 'laptops', 'smart-watches'].includes(p.category);
      expect([p.sku, p.batteryHealth !== null]).toEqual([p.sku, applies]);
    }
    expect(DEMO_PRODUCTS.some((p) => p.stock === 0)).toBe(true);
    expect(DEMO_PRODUCTS.some((p) => p.stock === 1)).toBe(true);
    expect(DEMO_PRODUCTS.filter((p) => p.seller === 'demo-seller').length).toBeGreaterThanOrEqual(3);
  });

  it('gives each product three pictures served by the API', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.images).toEqual(
        ['front', 'back', 'side'].map((view) => `/api/media/products/${p.sku}-${view}.svg`),
      );
    }
  });
});
