import { randomUUID } from 'node:crypto';
import { createServer, Socket, type AddressInfo, type Server } from 'node:net';
import Redis from 'ioredis';
import { RedisListingStore } from './listing-cache-redis';

// Against the Redis on 127.0.0.1:6379 (REDIS_TEST_URL overrides it), each test under keys of its own.
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/** A TCP relay in front of Redis that the test can cut (refusing connections) and restore. */
class Relay {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async open(): Promise<void> {
    const target = new URL(REDIS_URL);
    const server = createServer((client) => {
      const upstream = new Socket();
      upstream.connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

/** Asks until `read` gives an answer (the store reconnects on its own), up to `ms`. */
async function untilAnswered<T>(read: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('Redis did not answer again');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

let available = false;
beforeAll(async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, retryStrategy: () => null });
  probe.on('error', () => undefined);
  available = await probe.connect().then(
    () => true,
    () => false,
  );
  probe.disconnect();
  if (!available) console.warn(`No Redis at ${REDIS_URL}: the Redis listing store's tests are skipped`);
});

describe('RedisListingStore', () => {
  const stores: RedisListingStore[] = [];
  let prefix: string;
  const open = (url = REDIS_URL) => {
    const store = new RedisListingStore(url, { seconds: 60, prefix });
    stores.push(store);
    return store;
  };
  const page = { products: [{ id: 'a', price: 12.5 }], total: 1 };

  beforeEach(() => {
    prefix = `phonehub-test:${randomUUID()}:`;
  });
  afterEach(async () => {
    if (available) {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  const onRedis = (name: string, test: () => Promise<void>) =>
    it(name, async () => (available ? test() : undefined));

  onRedis('a page one instance wrote is a hit on another', async () => {
    const one = open();
    const two = open();
    const miss = await untilAnswered(() => one.read('page'));
    expect(miss.hit).toBeUndefined();
    one.write(miss.slot, page);
    const found = await untilAnswered(() => two.read('page'));
    expect(found).toEqual({ hit: page, slot: miss.slot });
    expect((await two.read('other'))?.hit).toBeUndefined();
  });

  onRedis(
    'an invalidation by one instance hides every page from all, and a late write of an old page stays hidden',
    async () => {
      const one = open();
      const two = open();
      const before = await untilAnswered(() => one.read('page'));
      one.write(before.slot, page);
      await untilAnswered(() => two.read('page'));
      two.invalidate();
      const after = await untilAnswered(() => two.read('page'));
      expect(after.hit).toBeUndefined();
      expect((await one.read('page'))?.hit).toBeUndefined();
      // A page loaded before the change, written after it: under the old generation, never read.
      one.write(before.slot, { stale: true });
      expect((await one.read('page'))?.hit).toBeUndefined();
      expect(after.slot).not.toBe(before.slot);
    },
  );

  onRedis('entries live as long as the configured lifetime', async () => {
    const one = open();
    const found = await untilAnswered(() => one.read('page'));
    one.write(found.slot, page);
    await untilAnswered(() => one.read('page'));
    const redis = new Redis(REDIS_URL);
    try {
      const ttl = await redis.pttl(found.slot);
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      redis.disconnect();
    }
  });

  onRedis(
    'an invalidation that failed while Redis was away is made before the next read is trusted',
    async () => {
      const relay = new Relay();
      await relay.open();
      const cut = open(`redis://127.0.0.1:${relay.port}`);
      const other = open();
      const found = await untilAnswered(() => other.read('page'));
      other.write(found.slot, page);
      expect((await untilAnswered(() => cut.read('page'))).hit).toEqual(page);

      await relay.cut();
      // Away: answers nothing (the database answers instead), and the change it hears cannot be sent.
      expect(await cut.read('page')).toBeUndefined();
      cut.invalidate();
      await relay.open();
      const again = await untilAnswered(() => cut.read('page'));
      expect(again.hit).toBeUndefined();
      expect((await other.read('page'))?.hit).toBeUndefined();
      await relay.cut();
    },
  );

  it('answers nothing, at once, when nothing listens where Redis should be', async () => {
    const relay = new Relay();
    await relay.open();
    const port = relay.port;
    await relay.cut();
    const store = open(`redis://127.0.0.1:${port}`);
    expect(await store.read('page')).toBeUndefined();
    store.write('slot', page);
    store.invalidate();
    expect(await store.read('page')).toBeUndefined();
  });
});
