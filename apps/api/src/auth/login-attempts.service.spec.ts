import { ThrottlerStorageService } from '@nestjs/throttler';
import { RateLimitedError } from '../common/errors/app-error';
import type { RateLimitConfig } from '../config/rate-limit.config';
import { LOGIN_FAILURE_WINDOW_MS, LoginAttemptsService } from './login-attempts.service';

describe('LoginAttemptsService (memory storage)', () => {
  let storage: ThrottlerStorageService;
  let attempts: LoginAttemptsService;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    storage = new ThrottlerStorageService();
    attempts = new LoginAttemptsService(storage, { loginMaxFailures: 3 } as RateLimitConfig);
  });
  afterEach(() => {
    storage.onApplicationShutdown();
    jest.useRealTimers();
  });

  it('allows an account until it has failed the configured number of times', async () => {
    await attempts.recordFailure('a@example.com');
    await attempts.recordFailure('a@example.com');
    await expect(attempts.assertNotLocked('a@example.com')).resolves.toBeUndefined();
    await attempts.recordFailure('a@example.com');
    await expect(attempts.assertNotLocked('a@example.com')).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('treats email case as the same account and other accounts separately', async () => {
    for (let i = 0; i < 3; i++) await attempts.recordFailure('Mixed@Example.com');
    await expect(attempts.assertNotLocked('mixed@example.com')).rejects.toBeInstanceOf(RateLimitedError);
    await expect(attempts.assertNotLocked('other@example.com')).resolves.toBeUndefined();
  });

  it('checking a lock never counts as a failure', async () => {
    for (let i = 0; i < 50; i++) await attempts.assertNotLocked('checker@example.com');
    await attempts.recordFailure('checker@example.com');
    await attempts.recordFailure('checker@example.com');
    await expect(attempts.assertNotLocked('checker@example.com')).resolves.toBeUndefined();
  });

  it('lifts the lock when the 15-minute window has passed', async () => {
    for (let i = 0; i < 3; i++) await attempts.recordFailure('b@example.com');
    jest.advanceTimersByTime(LOGIN_FAILURE_WINDOW_MS - 1000);
    await expect(attempts.assertNotLocked('b@example.com')).rejects.toBeInstanceOf(RateLimitedError);
    jest.advanceTimersByTime(2000);
    await expect(attempts.assertNotLocked('b@example.com')).resolves.toBeUndefined();
    // The old failures have aged out too: one more failure does not lock again.
    await attempts.recordFailure('b@example.com');
    await expect(attempts.assertNotLocked('b@example.com')).resolves.toBeUndefined();
  });

  it('forgets failures older than the window', async () => {
    await attempts.recordFailure('c@example.com');
    await attempts.recordFailure('c@example.com');
    jest.advanceTimersByTime(LOGIN_FAILURE_WINDOW_MS + 1000);
    await attempts.recordFailure('c@example.com');
    await expect(attempts.assertNotLocked('c@example.com')).resolves.toBeUndefined();
  });
});
