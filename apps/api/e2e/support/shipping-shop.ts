import { carrierSandboxLib } from './payment-sandbox';
import { lateShop, startSandboxShop, type SandboxShop } from './sandbox-shop';
import { useStarted, type Env, type UseOptions } from './test-app';

const { startCarrierSandbox, generateCarrierSandboxSecrets } = carrierSandboxLib();
export type CarrierSandbox = Awaited<ReturnType<typeof startCarrierSandbox>>;

/** The sandbox shop with a carrier sandbox too (labels, tracking, signed tracking webhooks to the app). */
export interface ShippingShop extends SandboxShop {
  carrier: CarrierSandbox;
}

export async function startShippingShop(overrides: Env = {}): Promise<ShippingShop> {
  const carrier = await startCarrierSandbox({
    port: 0,
    webhookRetryDelayMs: 20,
    ...generateCarrierSandboxSecrets(),
  });
  try {
    const shop = await startSandboxShop({
      CARRIER_SANDBOX_URL: carrier.url,
      CARRIER_SANDBOX_API_KEY: carrier.apiKey,
      CARRIER_SANDBOX_WEBHOOK_SECRET: carrier.webhookSecret,
      EASYPOST_API_KEY: undefined,
      EASYPOST_WEBHOOK_SECRET: undefined,
      ...overrides,
    });
    carrier.setWebhookUrl(`${shop.t.baseUrl}/api/shipping/webhook`);
    return {
      ...shop,
      carrier,
      close: async () => {
        try {
          await shop.close();
        } finally {
          await carrier.close();
        }
      },
    };
  } catch (error) {
    await carrier.close();
    throw error;
  }
}

/** One shipping shop for the enclosing describe (see useSandboxShop). */
export function useShippingShop(env: Env = {}, options: UseOptions = {}): ShippingShop {
  return lateShop(
    useStarted(() => startShippingShop(env), options),
    ['carrier'],
  );
}

/** The carrier moves the parcel on (the sandbox control); answers the tracker as the carrier has it. */
export async function advanceParcel(
  carrier: CarrierSandbox,
  trackingCode: string,
  status?: 'in_transit' | 'out_for_delivery' | 'delivered' | 'return_to_sender' | 'failure',
): Promise<{ status: string }> {
  const res = await fetch(`${carrier.url}/_sandbox/trackers/${trackingCode}/advance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${carrier.apiKey}`, 'content-type': 'application/json' },
    body: status ? JSON.stringify({ status }) : '',
  });
  if (!res.ok) throw new Error(`advance ${trackingCode}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { status: string };
}
