import { JwtService } from '@nestjs/jwt';
import { keyId } from '../common/crypto/key-id';
import { JwtKeys, tokenKeyId } from './jwt-keys';

const CURRENT = 'c'.repeat(40);
const PREVIOUS = 'p'.repeat(40);

describe('JwtKeys', () => {
  const keys = new JwtKeys({ jwtSecret: CURRENT, jwtPreviousSecrets: [PREVIOUS] });
  const jwt = new JwtService();

  it('signs under the current secret’s key id and picks the secret a token’s key id names', () => {
    expect(keys.signingKeyId).toBe(keyId(CURRENT));
    expect(keys.signingKeyId).toMatch(/^[0-9a-f]{8}$/);
    const old = jwt.sign({ sub: 'u' }, { secret: PREVIOUS, keyid: keyId(PREVIOUS) });
    expect(tokenKeyId(old)).toBe(keyId(PREVIOUS));
    expect(keys.verifyingSecret(old)).toBe(PREVIOUS);
    expect(keys.verifyingSecret(jwt.sign({ sub: 'u' }, { secret: CURRENT, keyid: keyId(CURRENT) }))).toBe(
      CURRENT,
    );
  });

  it('has no secret for an unknown key id, and the current one for a token made before key ids', () => {
    expect(keys.verifyingSecret(jwt.sign({ sub: 'u' }, { secret: 'x'.repeat(40), keyid: 'deadbeef' }))).toBe(
      undefined,
    );
    expect(keys.verifyingSecret(jwt.sign({ sub: 'u' }, { secret: PREVIOUS }))).toBe(CURRENT);
    expect(tokenKeyId('not a token')).toBeUndefined();
  });
});
