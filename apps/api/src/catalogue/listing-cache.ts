import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { CatalogueChanges } from './catalogue-changes';
import { listingCacheConfig, type ListingCacheConfig } from './listing-cache.config';

/**
 * Listing pages held in memory for a few seconds, in front of the listing statements. Every change
 * to the catalogue that PostgreSQL announces empties it on every instance (catalogue-changes.ts),
 * within moments of its commit and never later than the entries' lifetime. While only reads
 * arrive, a hit costs no round trip to the database; after a write by this process, a hit first
 * waits until that change has been heard, so its author sees it in the very next listing. While
 * changes cannot be heard nothing is served from it. Concurrent requests for one page share one
 * query.
 *
 * Only the public listing reads through it: product pages, carts and checkout read the database.
 */
@Injectable()
export class ListingCache implements OnModuleDestroy {
  private readonly entries?: LRUCache<string, object>;
  private readonly loading = new Map<string, Promise<object>>();
  private readonly unsubscribe: () => void;

  constructor(
    @Inject(listingCacheConfig.KEY) config: ListingCacheConfig,
    private readonly changes: CatalogueChanges,
  ) {
    if (config.seconds > 0) this.entries = new LRUCache({ max: config.maxEntries, ttl: config.seconds * 1000 });
    this.unsubscribe = changes.onChange(() => {
      this.entries?.clear();
      this.loading.clear();
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /** The value cached under `key`, or `load()`'s (cached when no change was heard while it ran). */
  async get<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
    const entries = this.entries;
    if (!entries) return load();
    // A miss reads the database anyway; only a hit must first hear what this process committed.
    if (this.changes.current) {
      const hit = entries.get(key) ?? this.loading.get(key);
      if (hit) return hit as Promise<T> | T;
    } else if ((entries.has(key) || this.loading.has(key)) && (await this.changes.settled())) {
      const hit = entries.get(key) ?? this.loading.get(key);
      if (hit) return hit as Promise<T> | T;
    }
    const version = this.changes.version;
    const loading = load();
    this.loading.set(key, loading);
    try {
      const value = await loading;
      // Kept only when changes are being heard and none was heard meanwhile: it may miss that one.
      if (this.changes.listening && this.changes.version === version) entries.set(key, value);
      return value;
    } finally {
      if (this.loading.get(key) === loading) this.loading.delete(key);
    }
  }
}
