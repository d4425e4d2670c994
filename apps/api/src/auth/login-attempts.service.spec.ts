import { ThrottlerStorageService } from '@nestjs/throttler';
import { CommonErrors, isAppError } from '../common/errors/app-error';
import type { RateLimitConfig } from '../config/rate-limit.config';
import {
  LOGIN_DELAY_SCOPES,
  LOGIN_FAILURE_WINDOW_MS,
  LoginAttemptsService,
  loginDelayMs,
} from './login-attempts.service';

const IP = '198.51.100.7';
const OTHER_IP = '203.0.113.9';

async function retryAfter(promise: Promise<void>): Promise<number | 'allowed'> {
  try {
    await promise;
    return 'allowed';
  } catch (error) {
    if (!isAppError(error, CommonErrors.rateLimited)) throw error;
    return error.retryAfterSeconds ?? NaN;
  }
}

describe('loginDelayMs', () => {
  it('is zero within the allowance, then doubles with each failure up to the cap', () => {
    expect(loginDelayMs(2, 3, 1_000, 'accountAndIp')).toBe(0);
    expect(loginDelayMs(3, 3, 1_000, 'accountAndIp')).toBe(1_000);
    expect(loginDelayMs(4, 3, 1_000, 'accountAndIp')).toBe(2_000);
    expect(loginDelayMs(6, 3, 1_000, 'accountAndIp')).toBe(8_000);
    expect(loginDelayMs(1_000, 3, 1_000, 'accountAndIp')).toBe(LOGIN_DELAY_SCOPES.accountAndIp.maxDelayMs);
    expect(loginDelayMs(1_000, 3, 1_000, 'account')).toBe(60_000);
  });
});

describe('LoginAttemptsService (memory storage)', () => {
  let storage: ThrottlerStorageService;
  let attempts: LoginAttemptsService;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    storage = new ThrottlerStorageService();
    attempts = new LoginAttemptsService(storage, {
      loginMaxFailures: 3,
      loginAccountMaxFailures: 6,
      loginFirstDelaySeconds: 1,
    } as RateLimitConfig);
  });
  afterEach(() => {
    storage.onApplicationShutdown();
    jest.useRealTimers();
  });

  async function fail(times: number, account: string, ip = IP): Promise<void> {
    for (let i = 0; i < times; i++) await attempts.recordFailure(account, ip);
  }

  it('allows an account and address until the allowance is used, then asks to wait a second', async () => {
    await fail(2, 'a@example.com');
    expect(await retryAfter(attempts.assertAllowed('a@example.com', IP))).toBe('allowed');
    await fail(1, 'a@example.com');
    expect(await retryAfter(attempts.assertAllowed('a@example.com', IP))).toBe(1);
    // Another address is not slowed down by this one's failures.
    expect(await retryAfter(attempts.assertAllowed('a@example.com', OTHER_IP))).toBe('allowed');
  });

  it('doubles the wait with each further failure and lifts it once the wait has passed', async () => {
    await fail(3, 'b@example.com');
    jest.advanceTimersByTime(1_000);
    expect(await retryAfter(attempts.assertAllowed('b@example.com', IP))).toBe('allowed');
    await fail(1, 'b@example.com');
    expect(await retryAfter(attempts.assertAllowed('b@example.com', IP))).toBe(2);
    jest.advanceTimersByTime(2_000);
    await fail(1, 'b@example.com');
    expect(await retryAfter(attempts.assertAllowed('b@example.com', IP))).toBe(4);
    jest.advanceTimersByTime(3_000);
    expect(await retryAfter(attempts.assertAllowed('b@example.com', IP))).toBe(1);
    jest.advanceTimersByTime(1_000);
    expect(await retryAfter(attempts.assertAllowed('b@example.com', IP))).toBe('allowed');
  });

  it('never locks the owner out: strangers on many addresses only cause a short, capped wait', async () => {
    // Each stranger stays within their own allowance; together they pass the account's.
    for (let i = 0; i < 30; i++) {
      const ip = `192.0.2.${i}`;
      await attempts.recordFailure('victim@example.com', ip);
      await attempts.recordFailure('victim@example.com', ip);
      const wait = await retryAfter(attempts.assertAllowed('victim@example.com', OTHER_IP));
      if (wait !== 'allowed') {
        expect(wait).toBeLessThanOrEqual(LOGIN_DELAY_SCOPES.account.maxDelayMs / 1000);
        jest.advanceTimersByTime(wait * 1000);
      }
    }
    await attempts.recordFailure('victim@example.com', '192.0.2.200');
    const wait = await retryAfter(attempts.assertAllowed('victim@example.com', OTHER_IP));
    expect(wait).toBe(60);
    jest.advanceTimersByTime(60_000);
    expect(await retryAfter(attempts.assertAllowed('victim@example.com', OTHER_IP))).toBe('allowed');
  });

  it('treats email case as the same account and other accounts separately', async () => {
    await fail(3, 'Mixed@Example.com');
    expect(await retryAfter(attempts.assertAllowed('mixed@example.com', IP))).toBe(1);
    expect(await retryAfter(attempts.assertAllowed('other@example.com', IP))).toBe('allowed');
  });

  it('checking never counts as a failure', async () => {
    for (let i = 0; i < 50; i++) await attempts.assertAllowed('checker@example.com', IP);
    await fail(2, 'checker@example.com');
    expect(await retryAfter(attempts.assertAllowed('checker@example.com', IP))).toBe('allowed');
  });

  it('forgets failures older than the window', async () => {
    await fail(2, 'c@example.com');
    jest.advanceTimersByTime(LOGIN_FAILURE_WINDOW_MS + 1000);
    await fail(1, 'c@example.com');
    expect(await retryAfter(attempts.assertAllowed('c@example.com', IP))).toBe('allowed');
  });
});
