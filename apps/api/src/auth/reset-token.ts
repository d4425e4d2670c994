import { createHash, randomBytes } from 'node:crypto';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface NewResetToken {
  /** Goes into the e-mail link only. */
  token: string;
  /** What the database keeps: a leaked table cannot be used to reset passwords. */
  tokenHash: string;
  expiresAt: Date;
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function createResetToken(now: Date = new Date()): NewResetToken {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) };
}

export function isResetTokenUsable(
  record: { usedAt: Date | null; expiresAt: Date },
  now: Date = new Date(),
): boolean {
  return record.usedAt === null && record.expiresAt.getTime() > now.getTime();
}
