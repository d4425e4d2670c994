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
