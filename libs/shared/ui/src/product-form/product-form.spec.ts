import { fakeProduct } from '@phonehub/api-client';
import { canSubmit, priceProblem, specificationsProblem, toFormValues, toRequest, wholeBetween } from './product-form';

describe('admin product form', () => {
  it('starts a new product as Used with one in stock, and round-trips an existing one', () => {
    expect(toFormValues()).toMatchObject({ condition: 'Used', category: 'smartphones', stock_quantity: '1', specifications: [], images: [] });
    const product = { ...fakeProduct(), listed: true };
    expect(toRequest(toFormValues(product))).toEqual({
      name: product.name,
      brand: product.brand,
      model: product.model,
      price: product.price,
      original_price: product.original_price,
      condition: product.condition,
      category: product.category,
      storage: product.storage,
      color: product.color,
      description: product.description,
      images: product.images,
      specifications: product.specifications,
      stock_quantity: product.stock_quantity,
      battery_health: product.battery_health,
    });
  });

  it('is submittable once name, brand and price are filled', () => {
    expect(canSubmit({ name: 'Pixel', brand: 'Google', price: '' })).toBe(false);
    expect(canSubmit({ name: ' ', brand: 'Google', price: '1' })).toBe(false);
    expect(canSubmit({ name: 'Pixel', brand: 'Google', price: '1' })).toBe(true);
  });

  it('checks the price, whole numbers and specification rows like the API', () => {
    expect(priceProblem('0')).toBe('The price must be more than $0');
    expect(priceProblem('10001')).toBe('The price can be at most $10,000');
    expect(priceProblem('12.345')).toBe('Enter an amount in dollars, e.g. 349.99');
    expect(priceProblem('10000')).toBe(true);
    expect(wholeBetween(0, 10_000)('-1')).toBe('Enter a whole number from 0 to 10,000');
    expect(wholeBetween(0, 100, true)('')).toBe(true);
    expect(specificationsProblem([{ name: 'Display', value: '' }])).toBe('Give each specification a name and a value');
    expect(specificationsProblem([{ name: 'A', value: '1' }, { name: 'A', value: '2' }])).toBe('Each specification name can be used once');
    expect(specificationsProblem([{ name: '', value: '' }])).toBe(true);
  });
});
