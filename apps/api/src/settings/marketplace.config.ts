import { ConfigType, registerAs } from '@nestjs/config';
import { PARCEL_SHIPPING_CAP, SELLER_PRODUCT_LIMITS } from '@phonehub/domain';
import { EnvReader, readOrThrow } from '../config/env-reader';

export function readMarketplaceConfig(reader: EnvReader) {
  return {
    /**
     * The most one seller's parcel may charge for shipping, cents (SELLER_SHIPPING_CAP, whole
     * dollars): products above it are refused, and each parcel of an order placed is charged at most it.
     */
    parcelShippingCapCents:
      reader.int('SELLER_SHIPPING_CAP', PARCEL_SHIPPING_CAP, {
        min: 1,
        max: SELLER_PRODUCT_LIMITS.shipping_cost,
      }) * 100,
  };
}

export const marketplaceConfig = registerAs('marketplace', () =>
  readOrThrow(process.env, readMarketplaceConfig),
);
export type MarketplaceConfig = ConfigType<typeof marketplaceConfig>;
