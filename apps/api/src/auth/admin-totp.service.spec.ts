import { hashRecoveryCode, newRecoveryCode, normalizeRecoveryCode } from './admin-totp.service';

describe('admin recovery codes', () => {
  it('are ten characters without look-alikes, shown as xxxxx-xxxxx, and differ each time', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('match however they are typed (case, spaces, hyphen)', () => {
    expect(normalizeRecoveryCode(' AbCde-FGhjk ')).toBe('abcdefghjk');
    expect(hashRecoveryCode('abcde-fghjk')).toBe(hashRecoveryCode('ABCDE FGHJK'));
    expect(hashRecoveryCode('abcde-fghjk')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode('abcde-fghjk')).not.toBe(hashRecoveryCode('abcde-fghjm'));
  });
});
