import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { CommonErrors } from '../common/errors/app-error';
import { AccessTokenPayload, JWT_ISSUER } from './access-token.service';
import { AuthSessionsService } from './auth-sessions.service';
import { setCurrentSessionId, type SessionRequest } from './current-session.decorator';
import { UserEntity } from './entities/user.entity';
import { UsersService } from './users.service';
import { JwtKeys } from './jwt-keys';

/**
 * Loads the user and the token's session on every request, so a suspension, a deleted account, a
 * revocation (password change or reset, "sign out everywhere": the token version moved on) or an
 * ended session (this device signed out, or ended from another) takes effect at once rather than
 * when the token expires.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    keys: JwtKeys,
    private readonly users: UsersService,
    private readonly sessions: AuthSessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // The secret the token's key id names (JwtKeys): a token signed before a rotation still
      // verifies while its secret is in JWT_PREVIOUS_SECRETS; an unknown key id is a 401.
      secretOrKeyProvider: (
        _request: unknown,
        token: string,
        done: (error: Error | null, secret?: string) => void,
      ) => {
        const secret = keys.verifyingSecret(token);
        if (secret === undefined) done(new Error('The token names an unknown signing key'));
        else done(null, secret);
      },
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  async validate(request: SessionRequest, payload: AccessTokenPayload): Promise<UserEntity> {
    if (typeof payload.sub !== 'string') throw CommonErrors.unauthorized();
    const [user, live] = await Promise.all([
      this.users.findById(payload.sub),
      this.sessions.isLive(payload.sid, payload.sub),
    ]);
    if (!user || user.isSuspended || payload.ver !== user.tokenVersion || !live)
      throw CommonErrors.unauthorized();
    setCurrentSessionId(request, payload.sid);
    return user;
  }
}
