// What the sandbox's specs share: a webhook receiver, an SDK pointed at the sandbox, a checkout and its payment.
import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startPaymentSandbox, type PaymentSandbox } from './index';

export interface Received {
  body: string;
  signature: string;
}

/** A webhook endpoint that answers `statuses` in turn (then 200) and records what it got. */
export async function startReceiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stripe-signature']),
      });
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function sdkFor(sandbox: PaymentSandbox, key: string = sandbox.secretKey): Stripe {
  return new Stripe(key, { host: sandbox.host, port: sandbox.port, protocol: 'http', maxNetworkRetries: 0 });
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/**
 * A sandbox on a free port that posts its webhooks to a new receiver (answering `statuses` in turn,
 * see startReceiver) and retries them after `webhookRetryDelayMs`, the SDK pointed at it, and `close`
 * to stop both.
 */
export async function startWiredSandbox({
  statuses = [],
  webhookRetryDelayMs = 20,
}: { statuses?: number[]; webhookRetryDelayMs?: number } = {}) {
  const receiver = await startReceiver(statuses);
  const sandbox = await startPaymentSandbox({ port: 0, webhookUrl: receiver.url, webhookRetryDelayMs });
  return {
    receiver,
    sandbox,
    stripe: sdkFor(sandbox),
    close: async () => {
      await sandbox.close();
      await receiver.close();
    },
  };
}

/** Two Pixel 8 and the tax line: $969.84 in all. */
export const checkoutParams = (
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [
    {
      price_data: { currency: 'usd', unit_amount: 44900, product_data: { name: 'Google Pixel 8' } },
      quantity: 2,
    },
    { price_data: { currency: 'usd', unit_amount: 7184, product_data: { name: 'Tax (8%)' } }, quantity: 1 },
  ],
  client_reference_id: 'order-1',
  metadata: { order_id: 'order-1' },
  success_url: 'http://localhost:4200/checkout?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://localhost:4200/checkout?cancelled=1',
  ...overrides,
});

export const CHECKOUT_TOTAL = 2 * 44900 + 7184;

/** Posts the card form of the hosted pay page, as the browser would. */
export async function pay(
  sandbox: PaymentSandbox,
  sessionId: string,
  card: string,
  expiry = '12 / 40',
  cvc = '123',
) {
  return fetch(`${sandbox.url}/pay/${sessionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card, expiry, cvc }).toString(),
    redirect: 'manual',
  });
}
