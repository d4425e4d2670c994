import { ConfigType, registerAs } from '@nestjs/config';
import { EnvReader, readOrThrow } from '../config/env-reader';

export function readListingCacheConfig(reader: EnvReader) {
  return {
    /**
     * How long a listing page may be served from memory; also the `max-age` listing and product
     * responses carry. 0 turns the cache off. Every committed change to a product, its stock, its
     * price or its reviews empties it at once (catalogue-changes.ts), so this bounds staleness only
     * when changes cannot be heard.
     */
    seconds: reader.int('CATALOGUE_CACHE_SECONDS', 5, { min: 0, max: 300 }),
    /** Listing pages held per instance (each a few tens of KB of JSON). */
    maxEntries: reader.int('CATALOGUE_CACHE_ENTRIES', 2000, { min: 1, max: 100_000 }),
    /**
     * Where the pages' keys start in Redis (used when REDIS_URL is set): instances of one
     * marketplace share it; another marketplace on the same Redis needs its own.
     */
    redisPrefix: reader.string('CATALOGUE_CACHE_REDIS_PREFIX', 'phonehub:listings:'),
  };
}

export const listingCacheConfig = registerAs('listingCache', () =>
  readOrThrow(process.env, readListingCacheConfig),
);
export type ListingCacheConfig = ConfigType<typeof listingCacheConfig>;
