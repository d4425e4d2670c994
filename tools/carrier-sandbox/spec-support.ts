// What the carrier sandbox's specs share: a webhook receiver, the EasyPost SDK pointed at the sandbox, sample parcels.
import EasyPostClient from '@easypost/api';
import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CarrierSandbox } from './index';

export interface Received {
  body: string;
  headers: Record<string, string>;
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
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
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

/** The SDK as the API configures it against the sandbox; `idempotencyKey` rides on every request. */
export function sdkFor(
  sandbox: CarrierSandbox,
  key: string = sandbox.apiKey,
  idempotencyKey?: string,
): InstanceType<typeof EasyPostClient> {
  return new EasyPostClient(key, {
    baseUrl: sandbox.apiBaseUrl,
    ...(idempotencyKey
      ? {
          requestMiddleware: (request: { set(name: string, value: string): unknown }) =>
            request.set('Idempotency-Key', idempotencyKey),
        }
      : {}),
  });
}

export const WAREHOUSE = {
  name: 'PhoneHub Returns',
  company: 'PhoneHub',
  street1: '417 Montgomery Street',
  street2: 'Floor 5',
  city: 'San Francisco',
  state: 'CA',
  zip: '94104',
  country: 'US',
  phone: '4155550100',
};

export const CUSTOMER = {
  name: 'José Álvarez',
  street1: '179 N Harbor Dr',
  city: 'Redondo Beach',
  state: 'CA',
  zip: '90277',
  country: 'US',
  email: 'jose@example.com',
};

export const FAR_CUSTOMER = {
  name: 'Dana Miller',
  street1: '1 Main St',
  city: 'Boston',
  state: 'MA',
  zip: '02108',
  country: 'US',
};

/** A phone in its box: 20 oz, two billed pounds. */
export const PHONE_PARCEL = { length: 8, width: 5, height: 3, weight: 20 };

export const shipmentParams = (overrides: Record<string, unknown> = {}) => ({
  to_address: CUSTOMER,
  from_address: WAREHOUSE,
  parcel: PHONE_PARCEL,
  reference: 'order-1001',
  ...overrides,
});

/** POST /_sandbox/trackers/{code}/advance with the given auth header and optional JSON body. */
export function advance(sandbox: CarrierSandbox, trackingCode: string, body?: unknown, auth?: string) {
  return fetch(`${sandbox.url}/_sandbox/trackers/${encodeURIComponent(trackingCode)}/advance`, {
    method: 'POST',
    headers: {
      authorization: auth ?? `Bearer ${sandbox.apiKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
