import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { authConfig, type AuthConfig } from '../config/auth.config';
import { CommonErrors } from '../common/errors/app-error';
import { AccessTokenPayload, JWT_ISSUER } from './access-token.service';
import { AuthSessionsService } from './auth-sessions.service';
import { setCurrentSessionId, type SessionRequest } from './current-session.decorator';
import { UserEntity } from './entities/user.entity';
import { UsersService } from './users.service';

/**
 * Loads the user and the token's session on every request, so a suspension, a deleted account, a
 * revocation (password change or reset, "sign out everywhere": the token version moved on) or an
 * ended session (this device signed out, or ended from another) takes effect at once rather than
 * when the token expires.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(authConfig.KEY) config: AuthConfig,
    private readonly users: UsersService,
    private readonly sessions: AuthSessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
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
