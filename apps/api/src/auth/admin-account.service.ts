import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { AdminLoginResponse } from '@phonehub/contracts';
import { Logger } from 'nestjs-pino';
import { authConfig, type AuthConfig } from '../config/auth.config';
import { AccessTokenService } from './access-token.service';
import { AuthErrors } from './auth.errors';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordHasher } from './password-hasher.service';
import { toAdmin } from './user.mapper';
import { UsersService } from './users.service';

/** The administrator comes from configuration (ADMIN_USERNAME / ADMIN_PASSWORD), never from code. */
@Injectable()
export class AdminAccountService implements OnApplicationBootstrap {
  constructor(
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccessTokenService,
    private readonly attempts: LoginAttemptsService,
    private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.upsertConfiguredAdmin();
  }

  /** Creates the admin on first start and re-hashes the password when the configured one changed. */
  async upsertConfiguredAdmin(): Promise<void> {
    const { username, password } = this.config.admin;
    const existing = await this.users.findAdmin(username);
    if (!existing) {
      await this.users.createAdminIfMissing(username, await this.hasher.hash(password));
      this.logger.log(`Created the administrator account "${username}"`, AdminAccountService.name);
    } else if (!(await this.hasher.verify(existing.passwordHash, password))) {
      await this.users.setPasswordHash(existing.id, await this.hasher.hash(password));
      this.logger.log(
        `Updated the password of the administrator account "${username}"`,
        AdminAccountService.name,
      );
    }
  }

  /** Only the configured administrator can sign in, so a renamed admin's old account is inert. */
  async login(username: string, password: string, ip: string): Promise<AdminLoginResponse> {
    const account = `admin:${username}`;
    await this.attempts.assertAllowed(account, ip);
    const isConfigured = username.toLowerCase() === this.config.admin.username.toLowerCase();
    const admin = isConfigured ? await this.users.findAdmin(username) : null;
    const valid = admin
      ? await this.hasher.verify(admin.passwordHash, password)
      : await this.hasher.verifyNothing(password);
    if (!admin || !valid || admin.isSuspended) {
      await this.attempts.recordFailure(account, ip);
      throw AuthErrors.invalidCredentials();
    }
    return { access_token: this.tokens.issue(admin, 'admin'), admin: toAdmin(admin) };
  }
}
