import type { ParcelStatus } from '@phonehub/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';

/**
 * Moves a parcel on at the carrier sandbox, as the carrier's scans would (issue 36): to `status`, or
 * without one to the next status. The sandbox then sends the API its signed tracking webhook.
 * Takes the sandbox's key and address global-setup put in the environment.
 */
export async function advanceParcel(
  request: APIRequestContext,
  trackingCode: string,
  status?: Exclude<ParcelStatus, 'label_created'>,
): Promise<void> {
  const url = process.env.E2E_CARRIER_URL;
  const key = process.env.E2E_CARRIER_KEY;
  if (!url || !key)
    throw new Error(
      'E2E_CARRIER_URL/E2E_CARRIER_KEY are not set: run through the Playwright config (global-setup)',
    );
  const response = await request.post(
    `${url}/_sandbox/trackers/${encodeURIComponent(trackingCode)}/advance`,
    { headers: { authorization: `Bearer ${key}` }, ...(status ? { data: { status } } : {}) },
  );
  expect(response.ok(), `advance ${trackingCode}: ${response.status()} ${await response.text()}`).toBe(true);
}
