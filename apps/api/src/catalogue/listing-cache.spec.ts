import type { CatalogueChanges } from './catalogue-changes';
import { ListingCache } from './listing-cache';
import { MemoryListingStore, type ListingLookup, type ListingStore } from './listing-cache-store';

/** What ListingCache asks of CatalogueChanges, driven by the test. */
class FakeChanges {
  listening = true;
  current = true;
  version = 0;
  /** Runs inside settled(), before it answers (a change heard on the round trip, say). */
  onSettle: () => void = () => undefined;
  settles = 0;
  private readonly listeners = new Set<() => void>();

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async settled(): Promise<boolean> {
    this.settles++;
    this.onSettle();
    this.current = this.listening;
    return this.listening;
  }

  hear(): void {
    this.version++;
    for (const listener of this.listeners) listener();
  }
}

/** A shared store as Redis behaves: pages under a generation that an invalidation moves on. */
class GenerationStore implements ListingStore {
  generation = 0;
  available = true;
  readonly pages = new Map<string, object>();
  writes = 0;

  async read(key: string): Promise<ListingLookup> {
    if (!this.available) return undefined;
    const slot = `${this.generation}:${key}`;
    return { hit: this.pages.get(slot), slot };
  }

  write(slot: string, value: object): void {
    this.writes++;
    this.pages.set(slot, value);
  }

  invalidate(): void {
    this.generation++;
  }

  async close(): Promise<void> {
    this.pages.clear();
  }
}

const CONFIG = { seconds: 60, maxEntries: 10, redisPrefix: 'unused:' };

function setUp(store: ListingStore = new GenerationStore()) {
  const changes = new FakeChanges();
  const cache = new ListingCache(
    CONFIG,
    { redisUrl: undefined },
    changes as unknown as CatalogueChanges,
    store,
  );
  let loads = 0;
  let price = 100;
  const load = async () => ({ price, load: ++loads });
  return {
    changes,
    cache,
    get: () => cache.get('page', load),
    loads: () => loads,
    setPrice: (value: number) => (price = value),
  };
}

describe.each([
  ['in memory', () => new MemoryListingStore(CONFIG)],
  ['shared (generations)', () => new GenerationStore()],
])('ListingCache %s', (_name, makeStore) => {
  it('serves a page it loaded again without loading it, until a change is heard', async () => {
    const t = setUp(makeStore());
    expect(await t.get()).toEqual({ price: 100, load: 1 });
    expect(await t.get()).toEqual({ price: 100, load: 1 });
    t.setPrice(90);
    t.changes.hear();
    expect(await t.get()).toEqual({ price: 90, load: 2 });
    expect(t.loads()).toBe(2);
  });

  it('neither serves nor keeps anything while changes cannot be heard', async () => {
    const t = setUp(makeStore());
    await t.get();
    t.changes.listening = false;
    t.changes.current = false;
    expect(await t.get()).toEqual({ price: 100, load: 2 });
    expect(await t.get()).toEqual({ price: 100, load: 3 });
    t.changes.listening = true;
    t.changes.current = true;
    // What was loaded while deaf was not kept: the first page heard since is loaded again.
    t.changes.hear();
    expect((await t.get()).load).toBe(4);
    expect((await t.get()).load).toBe(4);
  });

  it('after a write of this process, a hit waits until the write is heard, and a change heard then is served', async () => {
    const t = setUp(makeStore());
    await t.get();
    t.changes.current = false;
    t.setPrice(80);
    t.changes.onSettle = () => t.changes.hear();
    expect(await t.get()).toEqual({ price: 80, load: 2 });
    expect(t.changes.settles).toBe(1);
  });

  it('after a write that changed nothing listed, the hit is served once it is heard, with one round trip', async () => {
    const t = setUp(makeStore());
    await t.get();
    t.changes.current = false;
    expect(await t.get()).toEqual({ price: 100, load: 1 });
    expect(await t.get()).toEqual({ price: 100, load: 1 });
    expect(t.changes.settles).toBe(1);
  });

  it('does not keep a page when a change was heard while it loaded (it may predate the change)', async () => {
    const t = setUp(makeStore());
    let release!: () => void;
    const slow = t.cache.get('page', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { price: 100, load: 0 };
    });
    await Promise.resolve();
    await Promise.resolve();
    t.changes.hear();
    release();
    expect(await slow).toEqual({ price: 100, load: 0 });
    t.setPrice(70);
    expect(await t.get()).toEqual({ price: 70, load: 1 });
  });

  it('concurrent requests for one page share one load', async () => {
    const t = setUp(makeStore());
    const pages = await Promise.all([t.get(), t.get(), t.get()]);
    expect(pages.map((p) => p.load)).toEqual([1, 1, 1]);
  });
});

describe('ListingCache with a shared store', () => {
  it('a page one instance loaded is a hit on another, and one invalidation reaches both', async () => {
    const store = new GenerationStore();
    const one = setUp(store);
    const two = setUp(store);
    expect(await one.get()).toEqual({ price: 100, load: 1 });
    expect(await two.get()).toEqual({ price: 100, load: 1 });
    expect(two.loads()).toBe(0);
    // Only the first instance has heard the change yet: the other already reads under the new generation.
    one.changes.hear();
    two.setPrice(60);
    expect(await two.get()).toEqual({ price: 60, load: 1 });
  });

  it('reads the database, and keeps nothing, while the store cannot answer', async () => {
    const store = new GenerationStore();
    const t = setUp(store);
    store.available = false;
    expect(await t.get()).toEqual({ price: 100, load: 1 });
    expect(await t.get()).toEqual({ price: 100, load: 2 });
    expect(store.writes).toBe(0);
    store.available = true;
    expect(await t.get()).toEqual({ price: 100, load: 3 });
    expect(await t.get()).toEqual({ price: 100, load: 3 });
  });

  it('a hit read while a change was being heard is read again', async () => {
    const store = new GenerationStore();
    const t = setUp(store);
    await t.get();
    // The change is heard (and the generation bumped) while the read is on its way.
    const read = store.read.bind(store);
    store.read = async (key) => {
      const found = await read(key);
      store.read = read;
      t.changes.hear();
      return found;
    };
    t.setPrice(50);
    expect(await t.get()).toEqual({ price: 50, load: 2 });
  });
});
