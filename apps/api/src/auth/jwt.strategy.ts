import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { authConfig, type AuthConfig } from '../config/auth.config';
import { CommonErrors } from '../common/errors/app-error';
import { AccessTokenPayload, JWT_ISSUER } from './access-token.service';
import { UserEntity } from './entities/user.entity';
import { UsersService } from './users.service';

/**
 * Loads the user on every request, so a suspension, a deleted account or a revocation (password
 * change or reset, sign-out: the token version moved on) takes effect at once rather than when the
 * token expires.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(authConfig.KEY) config: AuthConfig,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      ignoreExpiration: false,
    });
  }

  async validate(payload: AccessTokenPayload): Promise<UserEntity> {
    const user = typeof payload.sub === 'string' ? await this.users.findById(payload.sub) : null;
    if (!user || user.isSuspended || payload.ver !== user.tokenVersion) throw CommonErrors.unauthorized();
    return user;
  }
}
