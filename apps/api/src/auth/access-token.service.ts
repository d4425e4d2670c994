import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { UserRole } from '@phonehub/contracts';
import type { UserEntity } from './entities/user.entity';
import { JwtKeys } from './jwt-keys';

export const JWT_ISSUER = 'phonehub-api';

/** Seconds each kind of sign-in lasts. */
export const TOKEN_LIFETIMES = {
  session: 24 * 60 * 60,
  remembered: 30 * 24 * 60 * 60,
  admin: 8 * 60 * 60,
} as const;
export type TokenLifetime = keyof typeof TOKEN_LIFETIMES;

export interface AccessTokenPayload {
  sub: string;
  role: UserRole;
  /** The user's token version when the token was issued (see UserEntity.tokenVersion). */
  ver: number;
  /** The sign-in (auth_sessions row) the token belongs to; it works only while that session is live. */
  sid: string;
}

@Injectable()
export class AccessTokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly keys: JwtKeys,
  ) {}

  /** The token of a session AuthSessionsService started (it is the only caller). */
  issue(user: UserEntity, lifetime: TokenLifetime, sessionId: string): string {
    const payload: AccessTokenPayload = {
      sub: user.id,
      role: user.role,
      ver: user.tokenVersion,
      sid: sessionId,
    };
    // Signed with JWT_SECRET (the JwtModule's secret), named by its key id for JwtStrategy.
    return this.jwt.sign(payload, { expiresIn: TOKEN_LIFETIMES[lifetime], keyid: this.keys.signingKeyId });
  }
}
