import { storageSize, toProductVariants, type VariantRow } from './product-variants';

const row = (id: string, over: Partial<VariantRow>): VariantRow => ({
  id,
  brand: 'Apple',
  model: 'iPhone 14',
  condition: 'Good',
  storage: '128GB',
  color: 'Black',
  price_cents: 40_000,
  stock_quantity: 1,
  ...over,
});

describe('product variants', () => {
  it('orders storage by capacity, whatever the unit or spacing', () => {
    const sizes = ['1TB', '64 GB', '512GB', '128gb', 'Wi-Fi'].sort((a, b) => storageSize(a) - storageSize(b));
    expect(sizes).toEqual(['64 GB', '128gb', '512GB', '1TB', 'Wi-Fi']);
  });

  it('gives each value the cheapest price in stock, grades best first, and marks values only sold out', () => {
    // Rows come cheapest first, as the statement orders them.
    const rows = [
      row('a', {
        condition: 'Fair',
        storage: '256GB',
        color: 'Blue',
        price_cents: 30_000,
        stock_quantity: 0,
      }),
      row('b', { condition: 'Good', storage: '1TB', color: 'Black', price_cents: 35_000 }),
      row('c', {
        condition: 'Excellent',
        storage: '128GB',
        color: 'Black',
        price_cents: 45_000,
        stock_quantity: 2,
      }),
      row('d', {
        condition: 'Good',
        storage: '128GB',
        color: 'Blue',
        price_cents: 50_000,
        stock_quantity: 0,
      }),
    ];
    const { brand, model, variants, options } = toProductVariants(rows, 'c');
    expect([brand, model]).toEqual(['Apple', 'iPhone 14']);
    expect(variants.map((v) => [v.id, v.in_stock])).toEqual([
      ['a', false],
      ['b', true],
      ['c', true],
      ['d', false],
    ]);
    expect(options.condition).toEqual([
      { value: 'Excellent', from_price_cents: 45_000, in_stock: true },
      { value: 'Good', from_price_cents: 35_000, in_stock: true },
      { value: 'Fair', from_price_cents: null, in_stock: false },
    ]);
    expect(options.storage.map((o) => [o.value, o.from_price_cents])).toEqual([
      ['128GB', 45_000],
      ['256GB', null],
      ['1TB', 35_000],
    ]);
    expect(options.color).toEqual([
      { value: 'Black', from_price_cents: 35_000, in_stock: true },
      { value: 'Blue', from_price_cents: null, in_stock: false },
    ]);
  });

  it('leaves a dimension empty when no listing states it', () => {
    const { options } = toProductVariants(
      [row('a', { storage: null }), row('b', { storage: null, color: 'White' })],
      'a',
    );
    expect(options.storage).toEqual([]);
    expect(options.color.map((o) => o.value)).toEqual(['Black', 'White']);
  });
});
