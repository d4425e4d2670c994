import type {
  AdminLoginResponse,
  CheckoutSessionRequest,
  CheckoutSessionResponse,
  CheckoutStatusResponse,
  Order,
  ProductListResponse,
  ShippingAddress,
} from '@phonehub/contracts';
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, E2E_ORIGINS } from './env';
import { expect } from './test';

export const DEMO_SHOPPER = {
  email: 'shopper@phonehub.test',
  password: 'Shopper#2026',
  firstName: 'Jamie',
} as const;
export const DEMO_SELLER = {
  email: 'seller@phonehub.test',
  password: 'Seller#2026',
  firstName: 'Morgan',
} as const;

/** The API's address of `path` (which starts with `/api/`). */
export const api = (path: string) => `${E2E_ORIGINS.api}${path}`;
/** The headers that sign a request in with `token`. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The body of an API answer that must be a success; a failure names `what` with the status and body. */
export async function okJson<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post(`${E2E_ORIGINS.api}/api/auth/login`, { data: { email, password } });
  if (!res.ok()) throw new Error(`login for ${email} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).access_token;
}

/** The e2e admin's access token, signed in through the API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const admin = await okJson<AdminLoginResponse>(
    await request.post(api('/api/admin/login'), { data: E2E_ADMIN }),
    'admin login',
  );
  return admin.access_token;
}

export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * A signed-in shopper's order of one unit of the cheapest product in stock (or of `productId`, e.g.
 * a marketplace seller's), shipped standard to `shipTo` (a name and a street in Austin, Texas), paid
 * through the API and the payment sandbox's own pay form (the checkout's screens are
 * checkout.spec.ts's subject). Resolves once the sandbox's webhook has marked the order paid, with
 * the order as the shopper reads it and its checkout session.
 */
export async function paidApiOrder(
  request: APIRequestContext,
  shopper: { email: string; token: string },
  shipTo: Pick<ShippingAddress, 'name' | 'address_line_1'>,
  productId?: string,
): Promise<{ order: Order; sessionId: string }> {
  let id = productId;
  if (!id) {
    const listing = await okJson<ProductListResponse>(
      await request.get(api('/api/products?limit=48&sort=price')),
      'products',
    );
    const product = listing.products.find((p) => p.stock >= 1);
    expect(product, 'a product in stock').toBeDefined();
    id = product?.id;
  }
  const checkout: CheckoutSessionRequest = {
    cart_items: [{ id: id ?? '', quantity: 1 }],
    origin_url: E2E_ORIGINS.storefront,
    email: shopper.email,
    shipping_address: {
      ...shipTo,
      city: 'Austin',
      state: 'TX',
      postal_code: '73301',
      country: 'United States',
    },
    shipping_method: 'standard',
  };
  const session = await okJson<CheckoutSessionResponse>(
    await request.post(api('/api/payments/checkout/session'), {
      data: checkout,
      headers: bearer(shopper.token),
    }),
    'checkout session',
  );
  const paid = await request.post(session.url, {
    form: { card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status(), 'the sandbox accepts the card').toBe(303);
  const status = await okJson<CheckoutStatusResponse>(
    await request.get(api(`/api/payments/checkout/status/${session.session_id}`)),
    'checkout status',
  );
  // The sandbox confirms the payment by webhook, after its redirect.
  let order: Order | undefined;
  await expect
    .poll(
      async () => {
        order = await okJson<Order>(
          await request.get(api(`/api/orders/${status.order_id}`), { headers: bearer(shopper.token) }),
          'order',
        );
        return order.payment_status;
      },
      { timeout: 25_000 },
    )
    .toBe('paid');
  return { order: order as Order, sessionId: session.session_id };
}
