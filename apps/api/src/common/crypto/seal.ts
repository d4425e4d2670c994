import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/** AES-256-GCM (bank details of trade payouts, the admin's TOTP secret): 'v1.' + base64(iv ‖ tag ‖ ciphertext). A fresh IV each time; the tag proves it untouched. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** Opens what `seal` made with the same key; throws when the key differs or the value was altered. */
export function open(key: Buffer, sealed: string): string {
  const [version, payload] = sealed.split('.', 2);
  if (version !== VERSION || !payload) throw new Error('Unknown sealed value format');
  const raw = Buffer.from(payload, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}
