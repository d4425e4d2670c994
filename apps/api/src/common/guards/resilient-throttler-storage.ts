import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Logger, OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import Redis from 'ioredis';
import { errorText } from '../errors/error-text';

/** How long Redis may take to count one hit before the request counts it in memory instead. */
export const REDIS_ANSWER_TIMEOUT_MS = 100;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** What the storage needs of its Redis connection: an ioredis client (a fake one in the unit tests). */
export interface RedisConnection {
  readonly status: string;
  on(event: 'ready' | 'error' | 'close', listener: (error?: Error) => void): unknown;
  quit(): Promise<unknown>;
  disconnect(reconnect?: boolean): void;
}

/**
 * The rate limiter's and sign-in delays' counters (REDIS_URL set): in Redis, shared by every
 * instance, and in this instance's memory while Redis does not answer, so a Redis outage weakens
 * the limits to per-instance ones instead of failing sign-in. A count that fails or takes longer
 * than REDIS_ANSWER_TIMEOUT_MS marks Redis degraded: later counts go to memory without waiting,
 * until the connection is ready again. A connection that is up but too slow is dropped for that:
 * its reconnection is ready only once Redis answers in time.
 */
export class ResilientThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimitStorage');
  private failing = false;
  private closing = false;

  /** The storage on a connection of its own, which never queues a command while Redis is away. */
  static connect(url: string): ResilientThrottlerStorage {
    const redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // A count replayed after a reconnection was already made in memory.
      autoResendUnfulfilledCommands: false,
      connectTimeout: 500,
      // How long closing waits for the socket to end (ioredis waits this long even for one already gone).
      disconnectTimeout: 500,
      commandTimeout: REDIS_ANSWER_TIMEOUT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 500, 1000),
    });
    return new ResilientThrottlerStorage(redis, new ThrottlerStorageRedisService(redis));
  }

  constructor(
    private readonly connection: RedisConnection,
    private readonly shared: ThrottlerStorage,
    private readonly local = new ThrottlerStorageService(),
    private readonly timeoutMs = REDIS_ANSWER_TIMEOUT_MS,
  ) {
    connection.on('ready', () => this.recovered());
    connection.on('error', (error) => this.failed(error));
    connection.on('close', () => this.failed(new Error('connection closed')));
  }

  /** True while counts go to this instance's memory. */
  get degraded(): boolean {
    return this.failing || this.connection.status !== 'ready';
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    if (!this.degraded) {
      try {
        return await this.inTime(this.shared.increment(key, ttl, limit, blockDuration, throttlerName));
      } catch (error) {
        this.failed(error);
      }
    }
    return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    this.local.onApplicationShutdown();
    if (this.connection.status === 'ready')
      await this.connection.quit().catch(() => this.connection.disconnect());
    else this.connection.disconnect();
  }

  private async inTime<T>(answer: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    try {
      return await Promise.race([answer, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  private failed(error: unknown): void {
    if (this.closing || this.failing) return;
    this.failing = true;
    this.logger.warn(
      `Redis is not answering (${errorText(error)}): rate limits and sign-in delays count in this instance's memory until it is back`,
    );
    if (this.connection.status === 'ready') this.connection.disconnect(true);
  }

  private recovered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.logger.log('Redis answers again: rate limits and sign-in delays count in Redis');
  }
}
