import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readDataDir, readOrThrow } from '../config/env-reader';

export const PAYOUT_KEY_BYTES = 32;

/**
 * The AES-256-GCM key sealing customers' bank details: TRADE_PAYOUT_KEY (32 bytes, base64), which
 * production must set; elsewhere a fresh key per run, like the other development secrets (details
 * sealed in an earlier run then no longer open, which only matters outside production).
 */
function readPayoutKey(reader: EnvReader): Buffer {
  const raw = reader.raw('TRADE_PAYOUT_KEY');
  if (raw === undefined) {
    if (reader.isProduction) reader.missing.push('TRADE_PAYOUT_KEY');
    return randomBytes(PAYOUT_KEY_BYTES);
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length !== PAYOUT_KEY_BYTES)
    reader.problems.push(`TRADE_PAYOUT_KEY must be ${PAYOUT_KEY_BYTES} bytes in base64`);
  return key;
}

export function readTradeConfig(reader: EnvReader) {
  return {
    /** Where uploaded trade photos are kept by the local image store. */
    uploadDir: reader.path('TRADE_UPLOAD_DIR', join(readDataDir(reader), 'uploads', 'trade')),
    payoutKey: readPayoutKey(reader),
  };
}

export const tradeConfig = registerAs('trade', () => readOrThrow(process.env, readTradeConfig));
export type TradeConfig = ConfigType<typeof tradeConfig>;
