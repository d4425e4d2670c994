import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';

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

/** A single-use link's secret (reset, email verification): valid for `ttlMs` from `now`. */
export function createLinkToken(ttlMs: number, now: Date = new Date()): NewResetToken {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token), expiresAt: new Date(now.getTime() + ttlMs) };
}

export function createResetToken(now: Date = new Date()): NewResetToken {
  return createLinkToken(RESET_TOKEN_TTL_MS, now);
}

export function isResetTokenUsable(
  record: { usedAt: Date | null; expiresAt: Date },
  now: Date = new Date(),
): boolean {
  return record.usedAt === null && record.expiresAt.getTime() > now.getTime();
}

/**
 * Retention of a table of single-use links (reset, email verification): removes the rows used or
 * expired more than `hours` ago and answers how many.
 */
export async function forgetSpentLinks(
  db: DataSource,
  table: 'password_reset_tokens' | 'email_verification_tokens',
  hours: number,
): Promise<number> {
  const [{ n }]: Array<{ n: number }> = await db.query(
    `WITH removed AS (
       DELETE FROM ${table}
        WHERE least(coalesce(used_at, expires_at), expires_at) < now() - make_interval(hours => $1)
        RETURNING 1
     )
     SELECT count(*)::int AS n FROM removed`,
    [hours],
  );
  return n;
}
