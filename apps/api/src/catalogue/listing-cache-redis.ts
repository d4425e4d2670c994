import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import type { ListingLookup, ListingStore } from './listing-cache-store';
import { errorText } from '../common/errors/error-text';

/** How long a page read or write may take before the request reads the database instead. */
export const REDIS_TIMEOUT_MS = 100;
/** After Redis failed or was slow, requests skip it for this long (so an outage costs no waits). */
export const REDIS_REST_MS = 1000;

/**
 * The catalogue's generation (KEYS[1]), bumped first when ARGV[1] is '1', and the page stored under
 * it (ARGV[2] .. generation .. ARGV[3]) when ARGV[2] is not empty: one round trip reads both, so no
 * page of an older generation is ever returned. A missing generation (Redis restarted or evicted
 * it) starts from the clock in milliseconds, so it never comes back to a number recent pages used.
 */
const GENERATION_AND_PAGE = `
local g = redis.call('GET', KEYS[1])
if not g then
  local t = redis.call('TIME')
  g = tostring(tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000))
  redis.call('SET', KEYS[1], g)
end
if ARGV[1] == '1' then g = tostring(redis.call('INCR', KEYS[1])) end
if ARGV[2] == '' then return {g} end
return {g, redis.call('GET', ARGV[2] .. g .. ARGV[3])}`;

type GenerationClient = Redis & {
  listingGeneration(
    generationKey: string,
    bump: '0' | '1',
    pageHead: string,
    pageTail: string,
  ): Promise<[string, string?]>;
};

/**
 * Listing pages in Redis, shared by every API instance. Each page's key holds the catalogue's
 * generation, a counter in Redis that an instance bumps whenever it hears a change
 * (catalogue-changes.ts): from then on every instance reads under the new generation, so pages
 * read before the change are never served again and simply expire (same lifetime as in memory).
 * Bumps go down the same connection ahead of this instance's later reads, so a change this
 * instance heard is never followed by a read of an older page here. A bump that failed is owed,
 * and made in the next read before anything is read; until then, and for a moment after any
 * failure or slow answer, nothing is read from Redis: the database answers.
 */
export class RedisListingStore implements ListingStore {
  private readonly logger = new Logger(RedisListingStore.name);
  private readonly redis: GenerationClient;
  private readonly generationKey: string;
  private readonly pageHead: string;
  private restingUntil = 0;
  /** Bumps that failed, and how many of them a read has made up for since. */
  private bumpsFailed = 0;
  private bumpsMadeUp = 0;
  private down = false;

  constructor(
    url: string,
    private readonly options: { seconds: number; prefix: string },
  ) {
    this.generationKey = `${options.prefix}generation`;
    this.pageHead = `${options.prefix}page:`;
    const redis = new Redis(url, {
      // Never queue or retry a command while Redis is away: the database answers meanwhile.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: REDIS_TIMEOUT_MS,
      connectTimeout: 1000,
      retryStrategy: (times) => Math.min(times * 100, 2000),
    });
    redis.on('error', (error: Error) => this.failed(error));
    redis.defineCommand('listingGeneration', { numberOfKeys: 1, lua: GENERATION_AND_PAGE });
    this.redis = redis as GenerationClient;
  }

  async read(key: string): Promise<ListingLookup> {
    if (!this.answering) return undefined;
    const owed = this.bumpsFailed;
    const tail = `:${createHash('sha256').update(key).digest('base64url')}`;
    try {
      const [generation, page] = await this.redis.listingGeneration(
        this.generationKey,
        owed > this.bumpsMadeUp ? '1' : '0',
        this.pageHead,
        tail,
      );
      this.bumpsMadeUp = Math.max(this.bumpsMadeUp, owed);
      this.recovered();
      return {
        hit: page ? (JSON.parse(page) as object) : undefined,
        slot: `${this.pageHead}${generation}${tail}`,
      };
    } catch (error) {
      this.failed(error);
      return undefined;
    }
  }

  write(slot: string, value: object): void {
    if (!this.answering) return;
    this.redis
      .set(slot, JSON.stringify(value), 'PX', this.options.seconds * 1000)
      .catch((error: unknown) => this.failed(error));
  }

  invalidate(): void {
    if (this.redis.status !== 'ready') {
      this.bumpsFailed++;
      return;
    }
    const bump = this.redis.listingGeneration(this.generationKey, '1', '', '');
    bump.catch((error: unknown) => {
      this.bumpsFailed++;
      this.failed(error);
    });
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /** Connected, and neither failing nor slow a moment ago. */
  private get answering(): boolean {
    return this.redis.status === 'ready' && Date.now() >= this.restingUntil;
  }

  private failed(error: unknown): void {
    this.restingUntil = Date.now() + REDIS_REST_MS;
    if (this.down) return;
    this.down = true;
    this.logger.warn(`Listing cache in Redis unavailable (${errorText(error)}); listings read the database`);
  }

  private recovered(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.log('Listing cache in Redis available again');
  }
}
