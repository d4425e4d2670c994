import { Inject, Injectable, OnModuleDestroy, Optional } from '@nestjs/common';
import { rateLimitConfig, type RateLimitConfig } from '../config/rate-limit.config';
import { recordListingCache } from '../observability/app-metrics';
import { CatalogueChanges } from './catalogue-changes';
import { listingCacheConfig, type ListingCacheConfig } from './listing-cache.config';
import { RedisListingStore } from './listing-cache-redis';
import {
  LISTING_STORE,
  MemoryListingStore,
  type ListingLookup,
  type ListingStore,
} from './listing-cache-store';

/** The store a configuration asks for: none when caching is off, Redis when REDIS_URL is set. */
export function listingStoreFor(
  config: ListingCacheConfig,
  redisUrl: string | undefined,
): ListingStore | undefined {
  if (config.seconds === 0) return undefined;
  return redisUrl
    ? new RedisListingStore(redisUrl, { seconds: config.seconds, prefix: config.redisPrefix })
    : new MemoryListingStore(config);
}

/**
 * Listing pages kept for a few seconds, in front of the listing statements: in this process's
 * memory, or in Redis when REDIS_URL is set, shared by every instance (listing-cache-redis.ts).
 * Every change to the catalogue that PostgreSQL announces invalidates them on every instance
 * (catalogue-changes.ts), within moments of its commit and never later than the entries' lifetime.
 * While only reads arrive, a hit costs no round trip to the database; after a write by this
 * process, a hit first waits until that change has been heard, so its author sees it in the very
 * next listing. While changes cannot be heard nothing is served from it or kept in it, and when
 * Redis cannot answer the database does. Concurrent requests for one page share one query.
 *
 * Only the public listing reads through it: product pages, carts and checkout read the database.
 */
@Injectable()
export class ListingCache implements OnModuleDestroy {
  private readonly store?: ListingStore;
  private readonly loading = new Map<string, Promise<object>>();
  private readonly unsubscribe: () => void;

  constructor(
    @Inject(listingCacheConfig.KEY) config: ListingCacheConfig,
    @Inject(rateLimitConfig.KEY) { redisUrl }: Pick<RateLimitConfig, 'redisUrl'>,
    private readonly changes: CatalogueChanges,
    /** Unset in the app: the configuration chooses (listingStoreFor). */
    @Optional() @Inject(LISTING_STORE) store?: ListingStore,
  ) {
    this.store = store ?? listingStoreFor(config, redisUrl);
    this.unsubscribe = changes.onChange(() => {
      this.store?.invalidate();
      this.loading.clear();
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.unsubscribe();
    await this.store?.close();
  }

  /** The value cached under `key`, or `load()`'s (kept when no change was heard while it ran). */
  async get<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
    const store = this.store;
    if (!store || !this.changes.listening) return load();
    const shared = this.shared<T>(key);
    if (shared) {
      recordListingCache('shared');
      return shared;
    }
    const found = await this.lookup(store, key);
    if (found?.hit) {
      recordListingCache('hit');
      return found.hit as T;
    }
    // Another request may have started loading it while this one read the store.
    const started = this.shared<T>(key);
    if (started) {
      recordListingCache('shared');
      return started;
    }
    recordListingCache('miss');
    const version = this.changes.version;
    const loading = load();
    this.loading.set(key, loading);
    try {
      const value = await loading;
      // Kept only when changes are being heard and none was heard meanwhile: it may miss that one.
      if (found && this.changes.listening && this.changes.version === version) store.write(found.slot, value);
      return value;
    } finally {
      if (this.loading.get(key) === loading) this.loading.delete(key);
    }
  }

  /** A load of `key` under way that this request may share: one started after this process's writes were heard. */
  private shared<T>(key: string): Promise<T> | undefined {
    return this.changes.current ? (this.loading.get(key) as Promise<T> | undefined) : undefined;
  }

  /**
   * The store's answer, trusted only once every change committed before the request is heard. A
   * miss needs no wait (the database is read anyway); a hit after a write by this process, or while
   * a change was heard, waits for the writes to be heard and is read again if any was.
   */
  private async lookup(store: ListingStore, key: string): Promise<ListingLookup> {
    const version = this.changes.version;
    const found = await store.read(key);
    if (!found?.hit || (this.changes.current && this.changes.version === version)) return found;
    if (!(await this.changes.settled())) return undefined;
    const settled = this.changes.version;
    const again = settled === version ? found : await store.read(key);
    return this.changes.version === settled ? again : undefined;
  }
}
