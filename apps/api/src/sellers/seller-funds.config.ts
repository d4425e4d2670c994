import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readOrThrow } from '../config/env-reader';

export function readSellerFundsConfig(reader: EnvReader) {
  return {
    /**
     * Days after delivery before a line's earnings are payable (SELLER_FUNDS_HOLD_DAYS, default 30),
     * or the product's return window when that is longer: a return can still take them back.
     */
    holdDays: reader.int('SELLER_FUNDS_HOLD_DAYS', 30, { min: 0, max: 365 }),
    /** The currency transfers are made in (the shop's one currency). */
    currency: 'usd',
  };
}

export const sellerFundsConfig = registerAs('sellerFunds', () =>
  readOrThrow(process.env, readSellerFundsConfig),
);
export type SellerFundsConfig = ConfigType<typeof sellerFundsConfig>;
