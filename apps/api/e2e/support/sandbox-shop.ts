import { randomUUID } from 'node:crypto';
import type { AdminOrder, CheckoutSessionResponse, Order } from '@phonehub/contracts';
import Stripe from 'stripe';
import { eventually, signInAsAdmin } from './fixtures';
import { client, type ApiResponse, type Client } from './http';
import { paymentSandboxLib } from './payment-sandbox';
import { late, startTestApp, useStarted, type Env, type TestApp, type UseOptions } from './test-app';

const { startPaymentSandbox, generateSandboxSecrets } = paymentSandboxLib();
export type Sandbox = Awaited<ReturnType<typeof startPaymentSandbox>>;
type SandboxOptions = Parameters<typeof startPaymentSandbox>[0];

export const SHIPPING_ADDRESS = {
  name: 'Avery ONeil',
  address_line_1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  postal_code: '94105',
  country: 'United States',
};

/** The app wired to an in-process payment sandbox (fresh secrets per run, webhooks to the app), as the stack runs. */
export interface SandboxShop {
  sandbox: Sandbox;
  t: TestApp;
  api: Client;
  /** The Stripe SDK pointed at the sandbox: what the provider holds (sessions, refunds). */
  stripe: Stripe;
  adminToken: string;
  close(): Promise<void>;
}

export async function startSandboxShop(
  overrides: Env = {},
  sandboxOptions: SandboxOptions = {},
): Promise<SandboxShop> {
  const sandbox = await startPaymentSandbox({
    port: 0,
    webhookRetryDelayMs: 20,
    ...generateSandboxSecrets(),
    ...sandboxOptions,
  });
  const t = await startTestApp({
    PAYMENT_SANDBOX_URL: sandbox.url,
    PAYMENT_SANDBOX_SECRET_KEY: sandbox.secretKey,
    PAYMENT_SANDBOX_WEBHOOK_SECRET: sandbox.webhookSecret,
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
    ...overrides,
  });
  sandbox.setWebhookUrl(`${t.baseUrl}/api/payments/webhook`);
  const api = client(t.baseUrl);
  const adminToken = await signInAsAdmin(api);
  return {
    sandbox,
    t,
    api,
    stripe: new Stripe(sandbox.secretKey, { host: sandbox.host, port: sandbox.port, protocol: 'http' }),
    adminToken,
    // The app first: its jobs still in flight (a dispute re-read, a transfer) reach a live provider.
    close: async () => {
      try {
        await t.close();
      } finally {
        await sandbox.close();
      }
    },
  };
}

/**
 * One sandbox shop for the enclosing describe, started before its tests and closed after them.
 * `sandbox`, `t`, `api` and `stripe` stand for it from the first hook on (destructure them at
 * will); `adminToken` is read once it started.
 */
export function useSandboxShop(
  env: Env = {},
  options: UseOptions & { sandbox?: SandboxOptions } = {},
): SandboxShop {
  return lateShop(useStarted(() => startSandboxShop(env, options.sandbox), options));
}

/** The shop's parts that stand for it before it started: objects, read through `late`. */
const LATE_PARTS = ['sandbox', 't', 'api', 'stripe'] as const;

/**
 * The shop `current` gives once started (see useStarted), for a describe's body: its parts, and
 * `more` of a shop that adds some (objects too), stand for it from the first hook on; `adminToken`
 * is read once it started.
 */
export function lateShop<S extends SandboxShop>(
  current: () => S,
  more: readonly Exclude<keyof S, keyof SandboxShop>[] = [],
): S {
  const shop: Record<PropertyKey, unknown> = {
    get adminToken() {
      return current().adminToken;
    },
    close: () => current().close(),
  };
  for (const key of [...LATE_PARTS, ...more]) shop[key] = late(() => current()[key] as object);
  return shop as S;
}

export const stockOf = async (t: TestApp, productId: string): Promise<number> =>
  (await t.db.query('SELECT stock_quantity FROM products WHERE id = $1', [productId]))[0].stock_quantity;
/** The order's row as stored (snake_case columns). */
export const orderRow = async (t: TestApp, orderId: string) =>
  (await t.db.query('SELECT * FROM orders WHERE id = $1', [orderId]))[0];
export const orderIdOfSession = async (t: TestApp, sessionId: string): Promise<string> =>
  (await t.db.query('SELECT id FROM orders WHERE stripe_session_id = $1', [sessionId]))[0].id;

/** The admin refunds what is left of a paid order; the refund must go through. */
export async function refundInFull(
  shop: Pick<SandboxShop, 'api' | 'adminToken'>,
  orderId: string,
): Promise<AdminOrder> {
  const refund = await shop.api.post<AdminOrder>(
    `/api/admin/orders/${orderId}/refund`,
    { reason: 'Changed my mind' },
    { token: shop.adminToken },
  );
  expect(refund.status).toBe(200);
  return refund.body;
}

/** A buyable product (Pixel 8, smartphones) with its own name; returns its id. */
export async function addProduct(
  t: TestApp,
  priceCents: number,
  stock: number,
  tag = 'test',
): Promise<string> {
  const [row] = await t.db.query(
    `INSERT INTO products (name, brand, model, price_cents, category, stock_quantity)
     VALUES ($1, 'Google', 'Pixel 8', $2, 'smartphones', $3) RETURNING id`,
    [`Pixel 8 ${tag} ${randomUUID().slice(0, 6)}`, priceCents, stock],
  );
  return row.id;
}

/**
 * A signed-in shopper's checkout of `lines` with standard shipping (`extra` adds to or overrides the
 * body); `clientIp` names the client's address to an app that trusts the local hop (TRUST_PROXY=loopback).
 */
export function checkout<T = CheckoutSessionResponse>(
  shop: Pick<SandboxShop, 'api'>,
  shopper: { email: string; access_token: string },
  lines: { id: string; quantity: number }[],
  extra: Record<string, unknown> = {},
  clientIp?: string,
): Promise<ApiResponse<T>> {
  return shop.api.post<T>(
    '/api/payments/checkout/session',
    {
      cart_items: lines,
      origin_url: 'http://localhost:4200',
      email: shopper.email,
      shipping_address: SHIPPING_ADDRESS,
      shipping_method: 'standard',
      ...extra,
    },
    { token: shopper.access_token, headers: clientIp ? { 'x-forwarded-for': clientIp } : {} },
  );
}

/** Pays the session on the sandbox's page with `card` (a 303 back to the shop when accepted). */
export function payOnSandbox(
  sandbox: Sandbox,
  sessionId: string,
  card = '4242 4242 4242 4242',
): Promise<Response> {
  return fetch(`${sandbox.url}/pay/${sessionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card, expiry: '12 / 40', cvc: '123' }).toString(),
    redirect: 'manual',
  });
}

/**
 * Checks out as the shopper (from `clientIp`, see checkout) and pays on the sandbox page; resolves
 * with the order once the webhook confirmed it.
 */
export async function paidOrder(
  shop: SandboxShop,
  shopper: { email: string; access_token: string },
  lines: { id: string; quantity: number }[],
  clientIp?: string,
): Promise<Order> {
  const session = await checkout(shop, shopper, lines, {}, clientIp);
  if (session.status !== 201)
    throw new Error(`checkout failed: ${session.status} ${JSON.stringify(session.body)}`);
  const paid = await payOnSandbox(shop.sandbox, session.body.session_id);
  if (paid.status !== 303) throw new Error(`the sandbox refused the payment: ${paid.status}`);
  const id = await orderIdOfSession(shop.t, session.body.session_id);
  return eventually(
    async () => (await shop.api.get<Order>(`/api/orders/${id}`, { token: shopper.access_token })).body,
    (order) => order.payment_status === 'paid',
    `order ${id} paid`,
  );
}
