import { createHash } from 'node:crypto';
import { createResetToken, hashResetToken, isResetTokenUsable, RESET_TOKEN_TTL_MS } from './reset-token';

describe('password reset tokens', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('carries 32 random bytes, URL-safe, different every time', () => {
    const a = createResetToken(now);
    const b = createResetToken(now);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(a.token).not.toBe(b.token);
  });

  it('stores only the SHA-256 of the token', () => {
    const { token, tokenHash } = createResetToken(now);
    expect(tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(tokenHash).not.toContain(token);
    expect(hashResetToken(token)).toBe(tokenHash);
  });

  it('expires one hour after it is created', () => {
    expect(createResetToken(now).expiresAt.getTime() - now.getTime()).toBe(RESET_TOKEN_TTL_MS);
    expect(RESET_TOKEN_TTL_MS).toBe(3_600_000);
  });

  it('is usable only while unused and unexpired', () => {
    const expiresAt = new Date(now.getTime() + 1000);
    expect(isResetTokenUsable({ usedAt: null, expiresAt }, now)).toBe(true);
    expect(isResetTokenUsable({ usedAt: now, expiresAt }, now)).toBe(false);
    expect(isResetTokenUsable({ usedAt: null, expiresAt: now }, now)).toBe(false);
    expect(isResetTokenUsable({ usedAt: null, expiresAt }, new Date(expiresAt.getTime() + 1))).toBe(false);
  });
});
