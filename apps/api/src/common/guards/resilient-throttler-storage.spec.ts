import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import {
  REDIS_ANSWER_TIMEOUT_MS,
  ResilientThrottlerStorage,
  type RedisConnection,
} from './resilient-throttler-storage';

/** An ioredis connection's events and status, without a server. */
class FakeConnection extends EventEmitter implements RedisConnection {
  status = 'ready';
  readonly quit = jest.fn(async () => 'OK');
  readonly disconnect = jest.fn();

  becomeReady(): void {
    this.status = 'ready';
    this.emit('ready');
  }
}

const REDIS_RECORD = { totalHits: 7, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 };
const hit = (storage: ThrottlerStorage, key = 'throttle:auth:203.0.113.9') =>
  storage.increment(key, 60_000, 20, 60_000, 'auth');

describe('ResilientThrottlerStorage', () => {
  let connection: FakeConnection;
  let redis: { increment: jest.Mock };
  let storage: ResilientThrottlerStorage;
  let warn: jest.SpyInstance;
  let log: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    connection = new FakeConnection();
    redis = { increment: jest.fn(async () => REDIS_RECORD) };
    storage = new ResilientThrottlerStorage(connection, redis);
  });

  afterEach(async () => {
    await storage.onApplicationShutdown();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('counts in Redis while Redis answers', async () => {
    await expect(hit(storage)).resolves.toEqual(REDIS_RECORD);
    expect(redis.increment).toHaveBeenCalledWith('throttle:auth:203.0.113.9', 60_000, 20, 60_000, 'auth');
    expect(storage.degraded).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('counts in memory when Redis fails, and later counts do not ask Redis', async () => {
    redis.increment.mockRejectedValue(new Error('Connection is closed.'));

    await expect(hit(storage)).resolves.toMatchObject({ totalHits: 1, isBlocked: false });
    expect(storage.degraded).toBe(true);
    await expect(hit(storage)).resolves.toMatchObject({ totalHits: 2 });
    await expect(hit(storage)).resolves.toMatchObject({ totalHits: 3 });

    expect(redis.increment).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('Connection is closed.');
  });

  it('counts in memory when Redis takes longer than the timeout, and later counts do not wait', async () => {
    redis.increment.mockReturnValue(new Promise(() => undefined));

    const slow = hit(storage);
    await jest.advanceTimersByTimeAsync(REDIS_ANSWER_TIMEOUT_MS - 1);
    expect(storage.degraded).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(slow).resolves.toMatchObject({ totalHits: 1 });
    expect(storage.degraded).toBe(true);
    // The connection that is up but slow is dropped: ioredis reconnects and is ready once Redis answers.
    expect(connection.disconnect).toHaveBeenCalledWith(true);

    // No timer runs from here on: a count that waited for one would never settle.
    await expect(hit(storage)).resolves.toMatchObject({ totalHits: 2 });
    expect(redis.increment).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('goes back to Redis when the connection is ready again, logging once each way', async () => {
    redis.increment.mockRejectedValueOnce(new Error('Command timed out'));
    await hit(storage);
    connection.status = 'reconnecting';
    connection.emit('close');
    connection.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    await hit(storage);
    expect(redis.increment).toHaveBeenCalledTimes(1);

    connection.becomeReady();
    expect(storage.degraded).toBe(false);
    await expect(hit(storage)).resolves.toEqual(REDIS_RECORD);
    expect(redis.increment).toHaveBeenCalledTimes(2);

    expect(warn).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toContain('Redis answers again');
  });

  it('counts in memory, without asking Redis, until the first connection is ready', async () => {
    connection.status = 'connecting';
    expect(storage.degraded).toBe(true);
    await expect(hit(storage)).resolves.toMatchObject({ totalHits: 1 });
    expect(redis.increment).not.toHaveBeenCalled();

    connection.becomeReady();
    await expect(hit(storage)).resolves.toEqual(REDIS_RECORD);
    expect(warn).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps the memory counts apart per key and blocks past the limit, as the throttler expects', async () => {
    connection.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    for (let i = 0; i < 3; i++) await storage.increment('a', 60_000, 3, 30_000, 'auth');
    await expect(storage.increment('a', 60_000, 3, 30_000, 'auth')).resolves.toMatchObject({
      isBlocked: true,
      timeToBlockExpire: 30,
    });
    await expect(storage.increment('b', 60_000, 3, 30_000, 'auth')).resolves.toMatchObject({
      totalHits: 1,
      isBlocked: false,
    });
  });

  it('closes the connection on shutdown, quietly', async () => {
    await storage.onApplicationShutdown();
    expect(connection.quit).toHaveBeenCalled();
    connection.status = 'end';
    connection.emit('close');
    expect(warn).not.toHaveBeenCalled();

    const away = new FakeConnection();
    away.status = 'reconnecting';
    await new ResilientThrottlerStorage(away, redis).onApplicationShutdown();
    expect(away.quit).not.toHaveBeenCalled();
    expect(away.disconnect).toHaveBeenCalledWith();
  });
});
