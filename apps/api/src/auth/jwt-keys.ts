import { Inject, Injectable } from '@nestjs/common';
import { keyId } from '../common/crypto/key-id';
import { authConfig, type AuthConfig } from '../config/auth.config';

/** The `kid` header of a JWT, without verifying anything; undefined when the token has none. */
export function tokenKeyId(token: string): string | undefined {
  try {
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as {
      kid?: unknown;
    };
    return typeof header.kid === 'string' ? header.kid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The access tokens' keys: JWT_SECRET signs, under its key id (the `kid` header); JWT_SECRET and
 * every JWT_PREVIOUS_SECRETS verify, each only the tokens naming its key id. So a rotation is: the
 * new secret in JWT_SECRET, the old one in JWT_PREVIOUS_SECRETS until the tokens it signed expired.
 */
@Injectable()
export class JwtKeys {
  /** The `kid` of every token signed now. */
  readonly signingKeyId: string;
  private readonly current: string;
  private readonly byId: ReadonlyMap<string, string>;

  constructor(@Inject(authConfig.KEY) config: Pick<AuthConfig, 'jwtSecret' | 'jwtPreviousSecrets'>) {
    this.current = config.jwtSecret;
    this.signingKeyId = keyId(config.jwtSecret);
    // The current secret wins should an old one share its id.
    this.byId = new Map(
      [...config.jwtPreviousSecrets]
        .reverse()
        .concat(config.jwtSecret)
        .map((secret) => [keyId(secret), secret]),
    );
  }

  /**
   * The secret to verify `token` with: the one its key id names, none for an id no known secret has,
   * and JWT_SECRET for a token without one (signed before tokens carried key ids).
   */
  verifyingSecret(token: string): string | undefined {
    const kid = tokenKeyId(token);
    return kid === undefined ? this.current : this.byId.get(kid);
  }
}
