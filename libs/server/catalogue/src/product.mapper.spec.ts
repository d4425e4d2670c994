import { withShownImages } from './media/product-illustration';
import { discountPercentage, toProduct, type ProductRow } from './product.mapper';

const row: ProductRow = {
  id: '5f0c6a3e-1111-4a4a-9999-0123456789ab',
  name: 'Apple iPhone 13 128GB',
  brand: 'Apple',
  model: 'iPhone 13',
  price_cents: 49999,
  original_price_cents: 69999,
  condition: 'Very Good',
  condition_description: 'Faint micro-scratches',
  storage: '128GB',
  color: 'Blue',
  category: 'smart-watches',
  subcategory: null,
  description: 'Refurbished',
  images: ['/a.svg', '/b.svg'],
  specifications: { Chip: 'A15' },
  stock_quantity: 0,
  battery_health: 88,
  views: 3,
  seller_id: null,
  warranty_months: 0,
  return_policy_days: 30,
  shipping_cost_cents: 0,
  free_shipping: true,
  estimated_delivery_days: 3,
  tags: [],
  created_at: new Date('2026-01-02T03:04:05.000Z'),
  updated_at: new Date('2026-01-03T03:04:05.000Z'),
  rating: '4.5',
  review_count: 2,
};

describe('discountPercentage', () => {
  it.each([
    [49999, 69999, 29],
    [15000, 20000, 25],
    [19900, 20000, 1],
    // Exactly half a percent rounds up, on integers, every time.
    [19900, 40000, 50],
    [100, 200, 50],
    [199, 200, 1],
  ])('%i of %i is %i %% off', (price, original, expected) =>
    expect(discountPercentage(price, original)).toBe(expected),
  );

  it('is null without an original price or when the original is not higher', () => {
    expect(discountPercentage(100, null)).toBeNull();
    expect(discountPercentage(100, 100)).toBeNull();
    expect(discountPercentage(100, 90)).toBeNull();
  });
});

describe('toProduct', () => {
  it('answers dollars, the first image, stock flags, the singular label and a numeric rating', () => {
    expect(toProduct(row)).toMatchObject({
      price: 499.99,
      original_price: 699.99,
      discount_percentage: 29,
      image_url: '/a.svg',
      stock: 0,
      stock_quantity: 0,
      in_stock: false,
      category_label: 'Smartwatch',
      rating: 4.5,
      review_count: 2,
      created_at: '2026-01-02T03:04:05.000Z',
    });
  });

  it('keeps "no reviews" and "no images" as null, never a made-up figure', () => {
    expect(toProduct({ ...row, rating: null, review_count: 0, images: [] })).toMatchObject({
      rating: null,
      review_count: 0,
      image_url: null,
    });
  });
});

describe('toProduct for a marketplace seller', () => {
  const sellerId = '7a1b2c3d-2222-4b4b-8888-0123456789ab';
  const sellerRow: ProductRow = {
    ...row,
    seller_id: sellerId,
    warranty_months: 12,
    return_policy_days: 60,
    shipping_cost_cents: 799,
    free_shipping: false,
    estimated_delivery_days: 5,
    tags: ['unlocked', 'dual-sim'],
  };

  it('names the seller and answers its terms, shipping in dollars', () => {
    expect(toProduct({ ...sellerRow, seller_company_name: 'Refurb Hub Ltd' })).toMatchObject({
      seller_id: sellerId,
      seller: { id: sellerId, company_name: 'Refurb Hub Ltd' },
      terms: {
        warranty_months: 12,
        return_policy_days: 60,
        shipping_cost: 7.99,
        free_shipping: false,
        estimated_delivery_days: 5,
        tags: ['unlocked', 'dual-sim'],
      },
    });
  });

  it("puts the view count last, where the product page's ETag cuts it off the JSON without a copy", () => {
    const product = toProduct({ ...sellerRow, seller_company_name: 'Refurb Hub Ltd' });
    expect(Object.keys(product).at(-1)).toBe('views');
    expect(Object.keys(withShownImages(product)).at(-1)).toBe('views');
  });

  it("has no seller and no terms for PhoneHub's own products", () => {
    expect(toProduct(row)).toMatchObject({ seller_id: null, seller: null, terms: null });
  });
});
