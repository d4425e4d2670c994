import { createCipheriv, randomBytes } from 'node:crypto';
import { keyId } from './key-id';
import { open, seal, SealingKeys } from './seal';

/** What `seal` made before key ids: 'v1.' + base64(iv ‖ tag ‖ ciphertext). */
function sealV1(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

describe('seal and open (TOTP secrets)', () => {
  const key = randomBytes(32);

  it('seals with a fresh IV each time, names the key, and opens with the same key', () => {
    const a = seal(key, '000123456789');
    const b = seal(key, '000123456789');
    expect(a).not.toBe(b);
    expect(a).not.toContain('123456789');
    expect(a.startsWith(`v2.${keyId(key)}.`)).toBe(true);
    expect(open(key, a)).toBe('000123456789');
  });

  it('refuses another key or an altered value', () => {
    const sealed = seal(key, '110000000');
    expect(() => open(randomBytes(32), sealed)).toThrow('No key with id');
    const [version, kid, payload] = sealed.split('.');
    const raw = Buffer.from(payload, 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => open(key, `${version}.${kid}.${raw.toString('base64')}`)).toThrow();
    expect(() => open(key, 'v3.abc')).toThrow('Unknown sealed value format');
  });

  it('still opens v1 values made before key ids', () => {
    expect(open(key, sealV1(key, 'JBSWY3DPEHPK3PXP'))).toBe('JBSWY3DPEHPK3PXP');
    expect(() => open(randomBytes(32), sealV1(key, 'JBSWY3DPEHPK3PXP'))).toThrow();
  });
});

describe('SealingKeys (a rotation)', () => {
  const before = randomBytes(32);
  const after = randomBytes(32);

  it('opens values sealed under the previous key, v1 and v2, and seals new ones with the current key', () => {
    const oldV2 = new SealingKeys(before).seal('secret-a');
    const oldV1 = sealV1(before, 'secret-b');
    const rotated = new SealingKeys(after, [before]);
    expect(rotated.open(oldV2)).toBe('secret-a');
    expect(rotated.open(oldV1)).toBe('secret-b');
    expect(rotated.isCurrent(oldV2)).toBe(false);
    expect(rotated.isCurrent(oldV1)).toBe(false);
    const fresh = rotated.seal('secret-c');
    expect(rotated.isCurrent(fresh)).toBe(true);
    expect(fresh.split('.')[1]).toBe(keyId(after));
    // Once the old key is dropped from the list, what it sealed no longer opens.
    expect(() => new SealingKeys(after).open(oldV2)).toThrow(`No key with id ${keyId(before)}`);
    expect(() => new SealingKeys(after).open(oldV1)).toThrow();
  });
});
