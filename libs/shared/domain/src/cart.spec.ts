import {
  addToCart,
  cartCount,
  cartLines,
  cartSellerNames,
  clearCart,
  parseStoredCart,
  removeFromCart,
  updateQuantity,
  type CartItem,
} from './cart';
import { computeTotals } from './pricing';

const phone = {
  id: 'p1',
  name: 'iPhone 13',
  brand: 'Apple',
  model: 'iPhone 13',
  price: 499.99,
  images: ['/a.jpg'],
  stock: 5,
};

function cartWith(quantity: number): CartItem[] {
  const r = addToCart([], phone, quantity);
  if (!r.ok) throw new Error(r.error);
  return r.cart;
}

describe('add to cart (spec section 5)', () => {
  it.each([null, 'phone', 42, [phone]])('refuses %j with "Invalid product data"', (p) => {
    expect(addToCart([], p)).toEqual({ ok: false, cart: [], error: 'Invalid product data' });
  });
  it.each(['id', 'brand', 'model', 'price'])(
    'refuses a product without %s with "Product information is incomplete"',
    (field) => {
      const r = addToCart([], { ...phone, [field]: undefined });
      expect(r).toMatchObject({ ok: false, error: 'Product information is incomplete' });
    },
  );
  it.each([0, -5, 10000.01, 'abc'])('refuses the price %j with "Invalid product price"', (price) => {
    expect(addToCart([], { ...phone, price })).toMatchObject({ ok: false, error: 'Invalid product price' });
  });
  it('accepts the highest price, 10000', () =>
    expect(addToCart([], { ...phone, price: 10000, stock: 1 }).ok).toBe(true));
  it.each([0, -1, 11, 1.5, 'two'])('refuses the quantity %j', (q) => {
    expect(addToCart([], phone, q)).toMatchObject({
      ok: false,
      error: 'Invalid quantity (must be between 1 and 10)',
    });
  });
  it('defaults the quantity to 1 and parses "3"', () => {
    expect(cartWith(1)[0].quantity).toBe(1);
    const r = addToCart([], phone, '3');
    expect(r.ok && r.cart[0].quantity).toBe(3);
  });
  it('adds a new product with the toast text', () => {
    expect(addToCart([], phone, 2)).toMatchObject({ ok: true, message: 'Added Apple iPhone 13 to cart' });
  });
  it('names the device once when its model already starts with the brand', () => {
    const watch = { ...phone, id: 'w1', model: 'Apple Watch Series 10', name: undefined };
    const r = addToCart([], watch);
    expect(r).toMatchObject({ ok: true, message: 'Added Apple Watch Series 10 to cart' });
    expect(r.ok && r.cart[0].name).toBe('Apple Watch Series 10');
  });
  it('increases an existing line with the update text', () => {
    const r = addToCart(cartWith(2), phone, 2);
    expect(r).toMatchObject({ ok: true, message: 'Updated Apple iPhone 13 quantity in cart' });
    expect(r.cart).toHaveLength(1);
    expect(r.cart[0].quantity).toBe(4);
  });
  it('refuses a combined quantity above 10 and leaves the cart unchanged', () => {
    const big = { ...phone, stock: 50 };
    const start = (addToCart([], big, 8) as { cart: CartItem[] }).cart;
    const r = addToCart(start, big, 3);
    expect(r).toEqual({ ok: false, cart: start, error: 'Maximum quantity per item is 10' });
  });
  it('never puts more in the cart than the shop has', () => {
    expect(addToCart(cartWith(4), phone, 2)).toMatchObject({ ok: false, error: 'Only 5 left in stock' });
  });
  it('trims and truncates text fields to the spec lengths, keeping at most 10 images', () => {
    const r = addToCart([], {
      ...phone,
      brand: `  ${'B'.repeat(150)}  `,
      storage: 'x'.repeat(30),
      images: Array(15).fill('/i.jpg'),
    });
    const item = (r as { cart: CartItem[] }).cart[0];
    expect(item.brand).toHaveLength(100);
    expect(item.storage).toHaveLength(20);
    expect(item.images).toHaveLength(10);
  });
});

describe('update quantity (spec section 5)', () => {
  it('refuses a non-string id with "Invalid product ID"', () => {
    expect(updateQuantity(cartWith(1), 1, 2)).toMatchObject({ ok: false, error: 'Invalid product ID' });
  });
  it.each([11, 1.5, Number.NaN])('refuses %j with "Quantity must be between 1 and 10"', (q) => {
    expect(updateQuantity(cartWith(1), 'p1', q)).toMatchObject({
      ok: false,
      error: 'Quantity must be between 1 and 10',
    });
  });
  it.each([0, -2])('removes the line for %j', (q) => {
    expect(updateQuantity(cartWith(2), 'p1', q)).toMatchObject({
      ok: true,
      cart: [],
      message: 'Removed Apple iPhone 13 from cart',
    });
  });
  it('sets a new quantity', () => {
    const r = updateQuantity(cartWith(1), 'p1', 3);
    expect(r).toMatchObject({ ok: true, message: 'Updated Apple iPhone 13 quantity in cart' });
    expect(r.cart[0].quantity).toBe(3);
  });
});

describe('remove, clear, storage, totals', () => {
  it('removes with the toast text', () =>
    expect(removeFromCart(cartWith(1), 'p1')).toMatchObject({
      cart: [],
      message: 'Removed Apple iPhone 13 from cart',
    }));
  it('clears with "Cart cleared"', () =>
    expect(clearCart()).toEqual({ ok: true, cart: [], message: 'Cart cleared' }));
  it('reads back what it stored and drops what it cannot read', () => {
    const cart = cartWith(3);
    expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ id: 'x' }, ...cart]))).toEqual(cart);
  });
  it('counts quantities for the badge and prices lines in cents', () => {
    const r = addToCart(cartWith(2), { ...phone, id: 'p2', price: 10 }, 3);
    expect(cartCount(r.cart)).toBe(5);
    expect(computeTotals(cartLines(r.cart)).subtotalCents).toBe(2 * 49999 + 3 * 1000);
  });
});

describe('seller items', () => {
  const sellerProduct = {
    ...phone,
    id: 'p9',
    price: 100,
    seller_id: 's1',
    seller: { id: 's1', company_name: 'Acme Phones' },
    terms: { shipping_cost: 7.5, free_shipping: false },
  };

  it("keeps who ships a seller's product and its shipping cost, through storage too", () => {
    const r = addToCart([], sellerProduct, 2);
    expect(r.cart[0]).toMatchObject({ sellerId: 's1', sellerName: 'Acme Phones', shippingCost: 7.5 });
    expect(parseStoredCart(JSON.stringify(r.cart))).toEqual(r.cart);
    expect(cartLines(r.cart)).toEqual([
      { unitPriceCents: 10000, quantity: 2, sellerId: 's1', shippingCostCents: 750 },
    ]);
    expect(cartSellerNames(r.cart)).toEqual(new Map([['s1', 'Acme Phones']]));
  });

  it("counts free shipping as 0 and leaves PhoneHub's items without a seller", () => {
    const r = addToCart([], { ...sellerProduct, terms: { shipping_cost: 0, free_shipping: true } });
    expect(r.cart[0].shippingCost).toBe(0);
    const own = addToCart([], phone);
    expect(own.cart[0].sellerId).toBeUndefined();
    expect(cartLines(own.cart)[0]).toMatchObject({ sellerId: null, shippingCostCents: 0 });
  });

  it("takes the product's current shipping cost when it is added again", () => {
    const first = addToCart([], sellerProduct);
    const again = addToCart(first.cart, {
      ...sellerProduct,
      terms: { shipping_cost: 9, free_shipping: false },
    });
    expect(again.cart[0]).toMatchObject({ quantity: 2, shippingCost: 9 });
  });

  it('prices a mixed cart per parcel as checkout will', () => {
    const cart = addToCart(addToCart([], sellerProduct).cart, { ...phone, id: 'p2', price: 10 }).cart;
    const totals = computeTotals(cartLines(cart));
    expect(totals.parcels).toEqual([
      { sellerId: null, subtotalCents: 1000, shippingCents: 599 },
      { sellerId: 's1', subtotalCents: 10000, shippingCents: 750 },
    ]);
  });
});
