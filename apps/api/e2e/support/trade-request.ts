// A guest's trade request as the storefront's form sends it, and serial numbers for it. Free of the
// app and of jest: the cluster suite (tools/cluster-e2e) loads this file by path for its trades too.
import { luhnValid } from '@phonehub/domain';

let issued = 0;

/** A valid IMEI (15 digits passing Luhn) no other call in this process gives: a time-based body and its check digit. */
export function freshImei(): string {
  const body = `35${String(Date.now()).slice(-8)}${String(++issued % 1e4).padStart(4, '0')}`;
  for (let digit = 0; digit <= 9; digit++) if (luhnValid(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error(`no check digit for ${body}`);
}

/**
 * The body of POST /api/trade/requests for a guest in Chicago trading in `device` (128GB, good,
 * through SwiftBuy) with these photos (each an upload's id and token).
 */
export function guestTradeRequest(options: {
  device: { brand: string; model: string };
  serialNumber: string;
  images: ReadonlyArray<{ id: string; token: string }>;
  email: string;
}) {
  return {
    firstName: 'Taylor',
    lastName: 'Brien',
    email: options.email,
    phone: '+1 (312) 555-0119',
    street: '18 W Lake Street',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60601',
    ...options.device,
    storage: '128GB',
    condition: 'good',
    tradePartner: 'swiftbuy',
    serialNumber: options.serialNumber,
    images: options.images.map(({ id, token }) => ({ id, token })),
  };
}
