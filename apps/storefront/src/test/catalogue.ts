import { fakeProduct, type FetchMock } from '@phonehub/api-client';
import type { Product, ProductListResponse } from '@phonehub/contracts';
import { CART_STORAGE_KEY, type CartItem } from '@phonehub/domain';

/** A cart line as the cart stores it, for seeding localStorage. */
export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 'prod-1',
    name: 'Apple iPhone 14 Pro 128GB Space Black',
    brand: 'Apple',
    model: 'iPhone 14 Pro',
    price: 549,
    image: '/api/media/products/prod-1/front.svg',
    images: ['/api/media/products/prod-1/front.svg'],
    condition: 'Excellent',
    storage: '128GB',
    color: 'Space Black',
    inStock: true,
    stock: 7,
    quantity: 1,
    ...overrides,
  };
}

export function storeCart(items: CartItem[]): void {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
}

export function storedCart(): CartItem[] | null {
  const raw = localStorage.getItem(CART_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as CartItem[]);
}

/** `count` products with distinct ids and names ('Product 1', ...). */
export function productsNamed(count: number, from = 1, overrides: Partial<Product> = {}): Product[] {
  return Array.from({ length: count }, (_, i) =>
    fakeProduct({
      id: `prod-${from + i}`,
      name: `Product ${from + i}`,
      model: `Model ${from + i}`,
      ...overrides,
    }),
  );
}

export function listResponse(
  products: Product[],
  { total = products.length, page = 1, limit = 12, totalIsCapped = false } = {},
): ProductListResponse {
  return { products, total, totalIsCapped, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

/**
 * Answers GET /api/products with `products` as the page asked for (or `options.page`), out of
 * `options.total` products in all.
 */
export function onProducts(
  api: FetchMock,
  products: Product[],
  options: Parameters<typeof listResponse>[1] = {},
): FetchMock {
  return api.on('GET /api/products', (req) => {
    const asked = Number(req.query.get('page') ?? '1');
    return {
      body: listResponse(products, {
        ...options,
        page: options.page ?? (Number.isInteger(asked) && asked > 0 ? asked : 1),
      }),
    };
  });
}
