import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { keyId } from './key-id';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** 'v1.' + payload: made before key ids; opened by trying the keys known, the current one first. */
const V1 = 'v1';
/** 'v2.' + key id + '.' + payload: opened with the key that id names. */
const V2 = 'v2';

function encrypt(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function decrypt(key: Buffer, payload: string): string {
  const raw = Buffer.from(payload, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

/** A sealed value's parts; throws on anything `seal` does not make. */
function parse(sealed: string): { version: typeof V1 | typeof V2; kid?: string; payload: string } {
  const parts = sealed.split('.');
  if (parts[0] === V1 && parts.length === 2 && parts[1]) return { version: V1, payload: parts[1] };
  if (parts[0] === V2 && parts.length === 3 && parts[1] && parts[2])
    return { version: V2, kid: parts[1], payload: parts[2] };
  throw new Error('Unknown sealed value format');
}

/**
 * AES-256-GCM (the admin's TOTP secret): 'v2.' + key id + '.' + base64(iv ‖ tag ‖ ciphertext). A
 * fresh IV each time; the tag proves it untouched; the key id names the key for a later rotation.
 */
export function seal(key: Buffer, plain: string): string {
  return `${V2}.${keyId(key)}.${encrypt(key, plain)}`;
}

/** Opens what `seal` made with the same key; throws when the key differs or the value was altered. */
export function open(key: Buffer, sealed: string): string {
  return new SealingKeys(key).open(sealed);
}

/**
 * The current sealing key and the ones it replaced: new values are sealed with the current key,
 * values sealed with any of them still open (a `v2` value by its key id, a `v1` value with whichever
 * key its tag accepts), and `isCurrent` says whether a value should be sealed again.
 */
export class SealingKeys {
  private readonly keys: ReadonlyArray<{ id: string; key: Buffer }>;

  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    this.keys = [current, ...previous].map((key) => ({ id: keyId(key), key }));
  }

  get currentId(): string {
    return this.keys[0].id;
  }

  seal(plain: string): string {
    return seal(this.keys[0].key, plain);
  }

  open(sealed: string): string {
    const { version, kid, payload } = parse(sealed);
    if (version === V2) {
      const found = this.keys.find((entry) => entry.id === kid);
      if (!found) throw new Error(`No key with id ${kid} to open this sealed value`);
      return decrypt(found.key, payload);
    }
    let failure: unknown;
    for (const { key } of this.keys) {
      try {
        return decrypt(key, payload);
      } catch (error) {
        failure ??= error;
      }
    }
    throw failure;
  }

  /** Whether `sealed` is in today's format under the current key (else: seal it again when writing). */
  isCurrent(sealed: string): boolean {
    return sealed.startsWith(`${V2}.${this.currentId}.`);
  }
}
