import { createHash } from 'node:crypto';

/**
 * A key's public name: the first 8 hex digits of its SHA-256. Tokens and sealed values carry it so
 * the key that made them is found again after a rotation; 32 bits of a hash of a 32-character (or
 * longer) secret tell nothing about the secret.
 */
export function keyId(key: string | Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}
