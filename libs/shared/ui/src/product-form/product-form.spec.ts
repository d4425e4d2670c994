import type { SellerTerms } from '@phonehub/contracts';
import {
  canSubmit,
  noContactDetails,
  priceProblem,
  shippingCostProblem,
  specificationLinesProblem,
  specificationRowsProblem,
  tagsProblem,
  toFormValues,
  toRequest,
  wholeBetween,
  type ProductFormSource,
} from './product-form';

const PHONE: ProductFormSource = {
  name: 'Apple iPhone 14 Pro 128GB Space Black',
  brand: 'Apple',
  model: 'iPhone 14 Pro',
  price: 549,
  original_price: 799,
  condition: 'Excellent',
  category: 'smartphones',
  storage: '128GB',
  color: 'Space Black',
  description: 'A 6.1-inch ProMotion display and the A16 Bionic chip.',
  images: ['/api/media/products/p1/front.svg'],
  specifications: { Display: '6.1-inch Super Retina XDR', Chip: 'A16 Bionic' },
  stock_quantity: 7,
  battery_health: 91,
};
const TERMS: SellerTerms = {
  warranty_months: 6,
  return_policy_days: 45,
  shipping_cost: 4.99,
  free_shipping: false,
  estimated_delivery_days: 5,
  tags: ['unlocked', 'boxed'],
};
const { battery_health: _admins, ...common } = PHONE;

describe('admin product form', () => {
  it('starts a new product as Used with one in stock, and round-trips an existing one', () => {
    expect(toFormValues('admin')).toMatchObject({
      condition: 'Used',
      category: 'smartphones',
      stock_quantity: '1',
      specification_rows: [],
      images: [],
    });
    expect(toRequest('admin', toFormValues('admin', PHONE))).toEqual(PHONE);
  });

  it('is submittable once name, brand and price are filled', () => {
    expect(canSubmit({ name: 'Pixel', brand: 'Google', price: '' })).toBe(false);
    expect(canSubmit({ name: ' ', brand: 'Google', price: '1' })).toBe(false);
    expect(canSubmit({ name: 'Pixel', brand: 'Google', price: '1' })).toBe(true);
  });

  it('checks the price, whole numbers and specification rows like the API', () => {
    expect(priceProblem('0')).toBe('The price must be at least $1');
    expect(priceProblem('0.99')).toBe('The price must be at least $1');
    expect(priceProblem('1')).toBe(true);
    expect(priceProblem('10001')).toBe('The price can be at most $10,000');
    expect(priceProblem('12.345')).toBe('Enter an amount in dollars, e.g. 349.99');
    expect(priceProblem('10000')).toBe(true);
    expect(wholeBetween([0, 10_000])('-1')).toBe('Enter a whole number from 0 to 10,000');
    expect(wholeBetween([0, 100], true)('')).toBe(true);
    expect(wholeBetween([0, 100])('')).toBe('Enter a whole number from 0 to 100');
    expect(specificationRowsProblem([{ name: 'Display', value: '' }])).toBe(
      'Give each specification a name and a value',
    );
    expect(
      specificationRowsProblem([
        { name: 'A', value: '1' },
        { name: 'A', value: '2' },
      ]),
    ).toBe('Each specification name can be used once');
    expect(specificationRowsProblem([{ name: '', value: '' }])).toBe(true);
  });
});

describe('seller product form', () => {
  it('starts a new product with spec section 3 defaults, and round-trips an existing one with its terms', () => {
    expect(toFormValues('seller')).toMatchObject({
      condition: 'Good',
      stock_quantity: '1',
      warranty_months: '0',
      return_policy_days: '30',
      free_shipping: true,
      estimated_delivery_days: '3',
      tags: '',
      specification_lines: '',
    });
    const values = toFormValues('seller', { ...PHONE, terms: TERMS });
    expect(values.specification_lines).toBe('Display: 6.1-inch Super Retina XDR\nChip: A16 Bionic');
    expect(toRequest('seller', values)).toEqual({ ...common, ...TERMS });
  });

  it('sends no shipping cost with free shipping, and drops empty tags', () => {
    const values = { ...toFormValues('seller', PHONE), shipping_cost: '12', tags: 'unlocked, , boxed ' };
    expect(toRequest('seller', values)).toMatchObject({
      shipping_cost: 0,
      free_shipping: true,
      tags: ['unlocked', 'boxed'],
    });
    expect(shippingCostProblem('abc', { free_shipping: true })).toBe(true);
    expect(shippingCostProblem('50.01', { free_shipping: false })).toBe(
      'Shipping can cost at most $50 per parcel',
    );
    expect(shippingCostProblem('50', { free_shipping: false })).toBe(true);
  });

  it('checks specification lines and tags like the API', () => {
    expect(specificationLinesProblem('just words')).toBe(
      'Write each specification on its own line as "Name: value"',
    );
    expect(specificationLinesProblem('Display: OLED\n\nBattery health: 94%')).toBe(true);
    expect(specificationLinesProblem(`${'N'.repeat(51)}: x`)).toBe(
      'Keep names to 50 and values to 200 characters',
    );
    expect(tagsProblem('a, b, c, d, e, f, g, h, i, j, k')).toBe('Use at most 10 tags');
    expect(tagsProblem('x'.repeat(31))).toBe('Each tag can be at most 30 characters');
  });
});

describe('listing texts', () => {
  it('refuses links, emails and phone numbers in the name, brand and model (as the API refuses them), naming the field', () => {
    const name = noContactDetails('The product name');
    expect(name('URGENT: your PhoneHub account is locked - verify at http://phish.example/login')).toBe(
      'The product name cannot contain web addresses, email addresses or phone numbers',
    );
    expect(name('iPhone 15 deals@seller.example')).not.toBe(true);
    expect(name('iPhone 15 call 415-555-0142')).not.toBe(true);
    expect(name(PHONE.name)).toBe(true);
    expect(noContactDetails('The model')('iPhone 14 Pro')).toBe(true);
  });
});
