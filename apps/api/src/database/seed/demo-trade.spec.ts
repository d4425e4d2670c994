import { checkSerial, tradeQuoteDollars, TRADE_CONDITIONS } from '@phonehub/domain';
import { DEMO_TRADE_DEVICES, DEMO_TRADES } from '@phonehub/server-demo-data';
import { findTradePartner } from '../../trade/trade-partners';

describe('demo trade-in data', () => {
  it('prices about thirty devices of the six listed brands, each brand and model once', () => {
    expect(DEMO_TRADE_DEVICES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(DEMO_TRADE_DEVICES.map((x) => x.brand))).toEqual(
      new Set(['Apple', 'Samsung', 'Google', 'OnePlus', 'Sony', 'Nintendo']),
    );
    const keys = DEMO_TRADE_DEVICES.map((x) => `${x.brand}|${x.model}`.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('offers less for worse conditions, and less than the launch price', () => {
    for (const device of DEMO_TRADE_DEVICES) {
      const [excellent, veryGood, good, fair] = device.prices;
      expect(excellent).toBeGreaterThan(veryGood);
      expect(veryGood).toBeGreaterThan(good);
      expect(good).toBeGreaterThan(fair);
      expect(fair).toBeGreaterThan(0);
      expect(excellent).toBeLessThan(device.basePrice);
      expect(device.storage.length).toBeGreaterThan(0);
    }
  });

  it('has a guest trade and demo-shopper trades of priced devices, partners and valid serials', () => {
    expect(DEMO_TRADES.some((trade) => trade.owner === 'demo-shopper')).toBe(true);
    expect(DEMO_TRADES.some((trade) => trade.owner !== 'demo-shopper')).toBe(true);
    for (const trade of DEMO_TRADES) {
      const device = DEMO_TRADE_DEVICES.find((x) => x.brand === trade.brand && x.model === trade.model);
      expect(device).toBeDefined();
      const price = (device?.prices[TRADE_CONDITIONS.indexOf(trade.condition)] ?? 0) * 100;
      expect(tradeQuoteDollars(price, device?.storage ?? [], trade.storage)).not.toBeNull();
      expect(findTradePartner(trade.partnerId)).toBeDefined();
      expect(checkSerial(trade.serialNumber)).toBeNull();
      expect(trade.trackingCode).toMatch(/^TR-[0-9A-HJKMNP-TV-Z]{10}$/);
    }
  });
});
