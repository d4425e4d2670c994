import { randomUUID } from 'node:crypto';
import type { TradeImageUploadResponse } from '@phonehub/contracts';
import { addDevicePricing, eventually, PNG, register, uniqueEmail } from './fixtures';
import type { Answer, Client } from './http';
import type { TestApp } from './test-app';
import { guestTradeRequest } from './trade-request';

export { freshImei } from './trade-request';

/** A fresh photo for a trade request, uploaded by a guest: its id, token and url. */
export async function tradePhoto(api: Client): Promise<TradeImageUploadResponse> {
  const file = { field: 'file', bytes: PNG, filename: 'phone.png', type: 'image/png' };
  const { status, body } = await api.upload<TradeImageUploadResponse>('/api/trade/images', file);
  expect(status).toBe(201);
  return body;
}

/**
 * A guest's trade-in (a fresh address, 128GB in good condition) of the device with this serial
 * number, with `photo` or else a fresh one.
 */
export async function submitGuestTrade<T>(
  api: Client,
  device: { brand: string; model: string },
  serialNumber: string,
  photo?: { id: string; token: string },
) {
  return api.post<Answer<T>>(
    '/api/trade/requests',
    guestTradeRequest({
      device,
      serialNumber,
      images: [photo ?? (await tradePhoto(api))],
      email: uniqueEmail('imei'),
    }),
  );
}

/** A make and model only this run trades in. */
export interface PricedDevice {
  brand: string;
  model: string;
}

/** The app and its admin, as a sandbox shop gives them (`adminToken` read when used). */
interface AdminApp {
  t: TestApp;
  api: Client;
  readonly adminToken: string;
}

/** A make (`brandPrefix` + this run's time) and model whose trade-in prices the admin adds before all tests. */
export function usePricedDevice(shop: Omit<AdminApp, 't'>, brandPrefix: string, model: string): PricedDevice {
  const device = { brand: `${brandPrefix}${Date.now().toString(36)}`, model };
  beforeAll(() => addDevicePricing(shop.api, shop.adminToken, device.brand, device.model));
  return device;
}

/**
 * A trade-in of `device` put straight into the database as submitted (128GB, very good, through
 * SwiftBuy), by `owner` or a guest (userId null); its tracking code starts with `codePrefix`.
 */
export async function insertSubmittedTrade(
  t: TestApp,
  device: PricedDevice,
  owner: { userId: string | null; email: string },
  estimatedCents: number,
  codePrefix: string,
): Promise<{ id: string; trackingCode: string }> {
  const trackingCode = `${codePrefix}${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
  const [row] = await t.db.query(
    `INSERT INTO trade_requests (tracking_code, user_id, is_guest, status, brand, model, storage, condition, serial_number,
                                 images, partner_id, partner_name, estimated_value_cents, first_name, last_name,
                                 email, phone, street, city, state, zip_code)
     VALUES ($1, $2::uuid, $2::uuid IS NULL, 'pending_review', $3, $4, '128GB', 'very_good', $5, '{}', 'swiftbuy', 'SwiftBuy',
             $6, 'Avery', 'ONeil', $7, '5551234567', '1 Market St', 'SF', 'CA', '94105')
     RETURNING id`,
    [
      trackingCode,
      owner.userId,
      device.brand,
      device.model,
      `SN${randomUUID().slice(0, 8)}`,
      estimatedCents,
      owner.email,
    ],
  );
  return { id: row.id as string, trackingCode };
}

/** The admin approves, receives and inspects the trade as quoted (grade A, battery 92 %): its value is the estimate. */
export async function inspectAsQuoted(api: Client, adminToken: string, tradeId: string): Promise<void> {
  for (const body of [
    { status: 'approved' },
    { status: 'received' },
    { status: 'inspected', inspection: { grade: 'A', battery_health: 92 } },
  ])
    expect((await api.put(`/api/admin/trades/${tradeId}`, body, { token: adminToken })).status).toBe(200);
}

/** A new shopper holding value × 1.1 of store credit: their trade, inspected as quoted, paid out as credit. */
export async function shopperWithTradeCredit(
  shop: AdminApp,
  device: PricedDevice,
  valueCents: number,
  codePrefix: string,
) {
  const shopper = await register(shop.api);
  const owner = { userId: shopper.user.id, email: shopper.email };
  const trade = await insertSubmittedTrade(shop.t, device, owner, valueCents, codePrefix);
  await inspectAsQuoted(shop.api, shop.adminToken, trade.id);
  const payout = await shop.api.post(
    `/api/trade/requests/${trade.id}/payout`,
    { method: 'store_credit' },
    { token: shopper.access_token },
  );
  expect(payout.status).toBe(200);
  return shopper;
}

/**
 * A submitted trade (see insertSubmittedTrade) the admin approves, once its prepaid label was bought
 * and mailed (issue 36: the approval's job, which needs the carrier sandbox of a shipping shop).
 */
export async function approvedTradeWithLabel(
  shop: AdminApp,
  device: PricedDevice,
  owner: { userId: string | null; email: string },
  codePrefix: string,
): Promise<{ id: string; trackingCode: string }> {
  const trade = await insertSubmittedTrade(shop.t, device, owner, 30_000, codePrefix);
  const approved = await shop.api.put(
    `/api/admin/trades/${trade.id}`,
    { status: 'approved' },
    { token: shop.adminToken },
  );
  expect(approved.status).toBe(200);
  await eventually(
    () => shop.t.db.query(`SELECT label_mailed_at FROM trade_requests WHERE id = $1`, [trade.id]),
    (rows: Array<{ label_mailed_at: Date | null }>) => rows[0]?.label_mailed_at !== null,
    `the prepaid label of ${trade.trackingCode}`,
  );
  return trade;
}
