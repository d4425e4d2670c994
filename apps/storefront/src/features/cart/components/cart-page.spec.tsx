import { createFetchMock, fakeProduct } from '@phonehub/api-client';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartItem, storeCart, storedCart } from '../../../test/catalogue';
import { renderApp } from '../../../test/render-app';

const header = () => within(screen.getByRole('banner'));
const line = (name: string) => within(screen.getByRole('article', { name }));
const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));
const figure = (id: string) => screen.getByTestId(`summary-${id}`).textContent;

async function openCart() {
  const app = renderApp('/cart');
  await screen.findByRole('heading', { level: 1, name: 'Your cart' });
  return { app, user: userEvent.setup() };
}

it('two products added from their pages make a badge of 2 and two cart lines', async () => {
  const api = createFetchMock()
    .on('GET /api/products/a', {
      body: fakeProduct({ id: 'a', name: 'Apple iPhone 13', brand: 'Apple', model: 'iPhone 13', price: 400 }),
    })
    .on('GET /api/products/a/reviews', { body: [] })
    .on('GET /api/products/b', {
      body: fakeProduct({ id: 'b', name: 'Google Pixel 8', brand: 'Google', model: 'Pixel 8', price: 350 }),
    })
    .on('GET /api/products/b/reviews', { body: [] });
  const app = renderApp('/product/a', { api });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByText('Added Apple iPhone 13 to cart')).toBeInTheDocument();
  await app.go('/product/b');
  await screen.findByRole('heading', { level: 1, name: 'Google Pixel 8' });
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByText('Added Google Pixel 8 to cart')).toBeInTheDocument();
  expect(header().getByTestId('cart-count')).toHaveTextContent('2');
  expect(header().getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();

  await user.click(header().getByRole('link', { name: 'Cart, 2 items' }));
  await screen.findByRole('heading', { level: 1, name: 'Your cart' });
  expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
    'Apple iPhone 13',
    'Google Pixel 8',
  ]);
  expect(figure('subtotal')).toBe('$750.00');
});

it('shows each line with picture, grade, storage and color, unit price and line total', async () => {
  storeCart([
    cartItem({
      id: 'p1',
      name: 'Apple iPhone 14 Pro',
      price: 549.5,
      quantity: 2,
      condition: 'Good',
      storage: '256GB',
      color: 'Gold',
    }),
  ]);
  await openCart();
  const item = line('Apple iPhone 14 Pro');
  expect(item.getByRole('link', { name: 'Apple iPhone 14 Pro' })).toHaveAttribute('href', '/product/p1');
  expect(item.getByText('Good')).toBeInTheDocument();
  expect(item.getByText('256GB · Gold')).toBeInTheDocument();
  expect(item.getByText('$549.50')).toBeInTheDocument();
  expect(item.getByText('$1,099.00')).toBeInTheDocument();
  expect(item.getByRole('spinbutton', { name: 'Quantity of Apple iPhone 14 Pro' })).toHaveValue(2);
});

it('changes quantities within 1..min(10, stock), saves them and says so', async () => {
  storeCart([cartItem({ id: 'p1', name: 'Apple iPhone 14 Pro', price: 20, quantity: 1, stock: 3 })]);
  const { user } = await openCart();
  const decrease = line('Apple iPhone 14 Pro').getByRole('button', {
    name: 'Decrease quantity of Apple iPhone 14 Pro',
  });
  const increase = line('Apple iPhone 14 Pro').getByRole('button', {
    name: 'Increase quantity of Apple iPhone 14 Pro',
  });
  expect(decrease).toBeDisabled();

  await user.click(increase);
  expect(await screen.findByText('Updated Apple iPhone 14 Pro quantity in cart')).toBeInTheDocument();
  expect(storedCart()).toEqual([expect.objectContaining({ id: 'p1', quantity: 2 })]);
  expect(header().getByTestId('cart-count')).toHaveTextContent('2');
  expect(figure('subtotal')).toBe('$40.00');

  await user.click(increase);
  expect(increase).toBeDisabled();
  const input = line('Apple iPhone 14 Pro').getByRole('spinbutton');
  await user.clear(input);
  await user.type(input, '0{Enter}');
  expect(input).toHaveValue(1);
  expect(storedCart()).toEqual([expect.objectContaining({ quantity: 1 })]);
});

it('removes a line and clears the cart, with their messages', async () => {
  storeCart([
    cartItem({ id: 'p1', name: 'Apple iPhone 14 Pro', brand: 'Apple', model: 'iPhone 14 Pro' }),
    cartItem({ id: 'p2', name: 'Sony WH-1000XM5', brand: 'Sony', model: 'WH-1000XM5', quantity: 2 }),
  ]);
  const { app, user } = await openCart();
  expect(header().getByTestId('cart-count')).toHaveTextContent('3');

  await user.click(screen.getByRole('button', { name: 'Remove Apple iPhone 14 Pro' }));
  expect(await screen.findByText('Removed Apple iPhone 14 Pro from cart')).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Apple iPhone 14 Pro' })).not.toBeInTheDocument();
  expect(storedCart()!.map((i) => i.id)).toEqual(['p2']);
  expect(header().getByTestId('cart-count')).toHaveTextContent('2');

  await user.click(screen.getByRole('button', { name: 'Clear cart' }));
  expect(await screen.findByText('Cart cleared')).toBeInTheDocument();
  expect(storedCart()).toEqual([]);
  expect(header().queryByTestId('cart-count')).not.toBeInTheDocument();
  expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: /Continue Shopping/ }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Shop refurbished devices' }),
  ).toBeInTheDocument();
  expect(app.location()).toBe('/marketplace');
});

describe('order summary', () => {
  it('adds 8 % tax and $5.99 standard shipping below $50', async () => {
    storeCart([cartItem({ price: 22.5, quantity: 2 })]);
    await openCart();
    expect(summary().getByText('Subtotal (2 items)')).toBeInTheDocument();
    expect(figure('subtotal')).toBe('$45.00');
    expect(figure('tax')).toBe('$3.60');
    expect(figure('shipping')).toBe('$5.99');
    expect(figure('total')).toBe('$54.59');
    expect(summary().getByText(/Add \$5\.00 more for free standard shipping/)).toBeInTheDocument();
    expect(
      summary().getByText(/Express shipping \(\$15\.99, 1-2 business days\) can be chosen at checkout/),
    ).toBeInTheDocument();
  });

  it('ships free from $50', async () => {
    storeCart([cartItem({ price: 25, quantity: 2 })]);
    await openCart();
    expect(figure('subtotal')).toBe('$50.00');
    expect(figure('tax')).toBe('$4.00');
    expect(figure('shipping')).toBe('Free');
    expect(figure('total')).toBe('$54.00');
    expect(summary().getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });
});

describe('order summary with marketplace sellers', () => {
  const acme = { sellerId: 'seller-acme', sellerName: 'Acme Phones' };
  const dots = { sellerId: 'seller-dots', sellerName: 'Dots Devices' };

  it("charges PhoneHub's parcel by its own subtotal and each seller's parcel at its highest shipping cost", async () => {
    storeCart([
      cartItem({ id: 'own', name: 'Own case', price: 30 }),
      cartItem({ id: 'a1', name: 'Acme phone', price: 200, ...acme, shippingCost: 12.5 }),
      cartItem({ id: 'a2', name: 'Acme cable', price: 20, ...acme, shippingCost: 4 }),
      cartItem({ id: 'd1', name: 'Dots watch', price: 100, ...dots, shippingCost: 0 }),
    ]);
    await openCart();
    // Items $350, tax $28; PhoneHub's $30 parcel pays $5.99; Acme's $12.50; Dots ships free.
    expect(figure('subtotal')).toBe('$350.00');
    expect(figure('tax')).toBe('$28.00');
    expect(summary().getByText('Shipping from PhoneHub (standard)')).toBeInTheDocument();
    expect(figure('shipping')).toBe('$5.99');
    expect(summary().getByText('Shipping from Acme Phones')).toBeInTheDocument();
    expect(figure('shipping-seller-acme')).toBe('$12.50');
    expect(summary().getByText('Shipping from Dots Devices')).toBeInTheDocument();
    expect(figure('shipping-seller-dots')).toBe('Free');
    expect(figure('total')).toBe('$396.49');
    expect(
      summary().getByText(/Add \$20\.00 more of PhoneHub's own items for free standard shipping/),
    ).toBeInTheDocument();
  });

  it('has no PhoneHub parcel when only sellers ship the cart', async () => {
    storeCart([cartItem({ id: 'a1', name: 'Acme phone', price: 80, ...acme, shippingCost: 7.25 })]);
    await openCart();
    expect(summary().queryByText(/Shipping \(standard\)|Shipping from PhoneHub/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('summary-shipping')).not.toBeInTheDocument();
    expect(figure('shipping-seller-acme')).toBe('$7.25');
    expect(figure('total')).toBe('$93.65');
    expect(
      summary().getByText('Marketplace sellers ship their own items at their own shipping cost.'),
    ).toBeInTheDocument();
  });

  it("keeps a seller's shipping cost from its product page in the cart", async () => {
    const product = fakeProduct({
      id: 's1',
      name: 'Acme Pixel 8',
      brand: 'Google',
      model: 'Pixel 8',
      price: 300,
      seller_id: 'seller-acme',
      seller: { id: 'seller-acme', company_name: 'Acme Phones' },
      terms: {
        warranty_months: 6,
        return_policy_days: 30,
        shipping_cost: 9.99,
        free_shipping: false,
        estimated_delivery_days: 4,
        tags: [],
      },
    });
    const api = createFetchMock()
      .on('GET /api/products/s1', { body: product })
      .on('GET /api/products/s1/reviews', { body: [] });
    const app = renderApp('/product/s1', { api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added Google Pixel 8 to cart')).toBeInTheDocument();
    await app.go('/cart');
    await screen.findByRole('heading', { level: 1, name: 'Your cart' });
    expect(summary().getByText('Shipping from Acme Phones')).toBeInTheDocument();
    expect(figure('shipping-seller-acme')).toBe('$9.99');
    expect(figure('total')).toBe('$333.99');
  });
});

describe('storage', () => {
  it('restores the cart saved by an earlier visit', async () => {
    storeCart([cartItem({ id: 'p1', name: 'Apple iPhone 14 Pro', quantity: 3 })]);
    await openCart();
    expect(line('Apple iPhone 14 Pro').getByRole('spinbutton')).toHaveValue(3);
    expect(header().getByTestId('cart-count')).toHaveTextContent('3');
  });

  it('clears a stored cart it cannot read, and shows the empty cart', async () => {
    localStorage.setItem('phoneHubCart', '{not json');
    await openCart();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(localStorage.getItem('phoneHubCart')).toBeNull();
  });

  it('follows changes made in another tab', async () => {
    storeCart([cartItem({ id: 'p1', name: 'Apple iPhone 14 Pro' })]);
    await openCart();
    act(() => {
      storeCart([cartItem({ id: 'p1', name: 'Apple iPhone 14 Pro', quantity: 4 })]);
      window.dispatchEvent(new StorageEvent('storage', { key: 'phoneHubCart' }));
    });
    expect(line('Apple iPhone 14 Pro').getByRole('spinbutton')).toHaveValue(4);
    act(() => {
      localStorage.removeItem('phoneHubCart');
      window.dispatchEvent(new StorageEvent('storage', { key: 'phoneHubCart' }));
    });
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });
});
