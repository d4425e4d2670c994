import { randomBytes } from 'node:crypto';
import { EnvReader } from '../config/env-reader';
import { readTradeConfig } from './trade.config';

describe('trade config: the payout key', () => {
  it('is required in production', () => {
    const reader = new EnvReader({ NODE_ENV: 'production' });
    readTradeConfig(reader);
    expect(reader.missing).toEqual(['TRADE_PAYOUT_KEY']);
  });

  it('must be 32 bytes of base64 when set', () => {
    const reader = new EnvReader({ NODE_ENV: 'production', TRADE_PAYOUT_KEY: 'c2hvcnQ=' });
    readTradeConfig(reader);
    expect(reader.problems).toEqual(['TRADE_PAYOUT_KEY must be 32 bytes in base64']);
    const key = randomBytes(32);
    const ok = new EnvReader({ NODE_ENV: 'production', TRADE_PAYOUT_KEY: key.toString('base64') });
    expect(readTradeConfig(ok).payoutKey.equals(key)).toBe(true);
    expect([...ok.missing, ...ok.problems]).toEqual([]);
  });

  it('is a fresh random key per run outside production', () => {
    const a = readTradeConfig(new EnvReader({ NODE_ENV: 'test' })).payoutKey;
    const b = readTradeConfig(new EnvReader({ NODE_ENV: 'development' })).payoutKey;
    expect(a).toHaveLength(32);
    expect(a.equals(b)).toBe(false);
  });
});
