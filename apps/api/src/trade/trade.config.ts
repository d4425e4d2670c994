import { join } from 'node:path';
import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readDataDir, readOrThrow } from '../config/env-reader';

export function readTradeConfig(reader: EnvReader) {
  return {
    /** Where uploaded trade photos are kept by the local image store. */
    uploadDir: reader.path('TRADE_UPLOAD_DIR', join(readDataDir(reader), 'uploads', 'trade')),
  };
}

export const tradeConfig = registerAs('trade', () => readOrThrow(process.env, readTradeConfig));
export type TradeConfig = ConfigType<typeof tradeConfig>;
