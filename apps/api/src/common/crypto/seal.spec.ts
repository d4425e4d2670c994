import { randomBytes } from 'node:crypto';
import { open, seal } from './seal';

describe('seal and open (bank details, TOTP secrets)', () => {
  const key = randomBytes(32);

  it('seals with a fresh IV each time and opens with the same key', () => {
    const a = seal(key, '000123456789');
    const b = seal(key, '000123456789');
    expect(a).not.toBe(b);
    expect(a).not.toContain('123456789');
    expect(open(key, a)).toBe('000123456789');
  });

  it('refuses another key or an altered value', () => {
    const sealed = seal(key, '110000000');
    expect(() => open(randomBytes(32), sealed)).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => open(key, `v1.${raw.toString('base64')}`)).toThrow();
  });
});
