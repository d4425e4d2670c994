import type { TradeImageUploadResponse } from '@phonehub/contracts';
import { luhnValid } from '@phonehub/domain';
import { PNG, uniqueEmail } from './fixtures';
import type { Answer, Client } from './http';

let issued = 0;

/** A valid IMEI (15 digits passing Luhn) no other call in this process gives: a time-based body and its check digit. */
export function freshImei(): string {
  const body = `35${String(Date.now()).slice(-8)}${String(++issued % 1e4).padStart(4, '0')}`;
  for (let digit = 0; digit <= 9; digit++) if (luhnValid(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error(`no check digit for ${body}`);
}

/** A fresh photo for a trade request: its id and the token its upload answered. */
export async function tradePhoto(api: Client): Promise<{ id: string; token: string }> {
  const file = { field: 'file', bytes: PNG, filename: 'phone.png', type: 'image/png' };
  const { body } = await api.upload<TradeImageUploadResponse>('/api/trade/images', file);
  return { id: body.id, token: body.token };
}

/** A guest's trade-in (a fresh address, one photo, 128GB in good condition) of the device with this serial number. */
export async function submitGuestTrade<T>(
  api: Client,
  device: { brand: string; model: string },
  serialNumber: string,
) {
  return api.post<Answer<T>>('/api/trade/requests', {
    firstName: 'Taylor',
    lastName: 'Brien',
    email: uniqueEmail('imei'),
    phone: '+1 (312) 555-0119',
    street: '18 W Lake Street',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60601',
    ...device,
    storage: '128GB',
    condition: 'good',
    tradePartner: 'swiftbuy',
    serialNumber,
    images: [await tradePhoto(api)],
  });
}
