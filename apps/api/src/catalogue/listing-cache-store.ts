import { LRUCache } from 'lru-cache';

/**
 * What a store answers for a key: `hit` the page held (undefined on a miss), and `slot`, where a
 * page loaded now is to be written (for Redis: the key under the generation the read saw).
 * Undefined as a whole when the store cannot answer (Redis down or slow): the page is read from
 * the database and not kept.
 */
export type ListingLookup = { hit?: object; slot: string } | undefined;

/** Injection token of a store chosen outside the configuration (tests). */
export const LISTING_STORE = Symbol('ListingStore');

/** Where ListingCache keeps pages: this process's memory, or Redis shared by every instance. */
export interface ListingStore {
  read(key: string): ListingLookup | Promise<ListingLookup>;
  write(slot: string, value: object): void;
  /** A change was heard: nothing read before it may be served again. */
  invalidate(): void;
  close(): Promise<void>;
}

/** Pages of this process alone; emptied on every change it hears. */
export class MemoryListingStore implements ListingStore {
  private readonly entries: LRUCache<string, object>;

  constructor(options: { seconds: number; maxEntries: number }) {
    this.entries = new LRUCache({ max: options.maxEntries, ttl: options.seconds * 1000 });
  }

  read(key: string): ListingLookup {
    return { hit: this.entries.get(key), slot: key };
  }

  write(slot: string, value: object): void {
    this.entries.set(slot, value);
  }

  invalidate(): void {
    this.entries.clear();
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}
