import type { TradeDeviceCatalogue, TradeDeviceOption } from '@phonehub/contracts';
import { inferDeviceType, TRADE_CONDITIONS } from '@phonehub/domain';

// Spec section 7: when GET /api/trade/devices fails (no answer, or a server fault) the wizard still
// offers the common Apple, Samsung and Google phones, so a visitor can go on while the catalogue is
// down. It never stands in for an answer: an empty catalogue from the API is shown as empty. The
// list repeats models the demo data prices, so a quote or a trade for them works once the API is back.

const PHONE = ['128GB', '256GB', '512GB'];
const PRO = ['128GB', '256GB', '512GB', '1TB'];
const MAX = ['256GB', '512GB', '1TB'];

const device = (model: string, storage: string[]): TradeDeviceOption => ({
  model,
  device_type: inferDeviceType(model),
  storage_options: storage,
  conditions: [...TRADE_CONDITIONS],
});

export const FALLBACK_TRADE_DEVICES: TradeDeviceCatalogue = {
  Apple: [
    device('iPhone 16 Pro Max', MAX),
    device('iPhone 16 Pro', PRO),
    device('iPhone 16', PHONE),
    device('iPhone 15 Pro Max', MAX),
    device('iPhone 15 Pro', PRO),
    device('iPhone 15', PHONE),
    device('iPhone 14', PHONE),
    device('iPhone 13', PHONE),
  ],
  Samsung: [
    device('Galaxy S25 Ultra', MAX),
    device('Galaxy S24 Ultra', MAX),
    device('Galaxy S24', PHONE),
    device('Galaxy Z Fold6', MAX),
    device('Galaxy Z Flip6', ['256GB', '512GB']),
  ],
  Google: [
    device('Pixel 9 Pro XL', PRO),
    device('Pixel 9 Pro', PRO),
    device('Pixel 9', ['128GB', '256GB']),
    device('Pixel 8 Pro', PRO),
    device('Pixel 8', ['128GB', '256GB']),
  ],
};
