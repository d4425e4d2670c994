import { hkdfSync } from 'node:crypto';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type {
  AdminLoginResponse,
  AdminLoginResult,
  AdminTotpEnrolledLogin,
  AdminTotpSetup,
} from '@phonehub/contracts';
import { Logger } from 'nestjs-pino';
import { authConfig, type AuthConfig } from '../config/auth.config';
import { AdminAuthErrors } from './admin-auth.errors';
import { adminEmail } from './admin-identity';
import { AdminTotpService } from './admin-totp.service';
import { AuthErrors } from './auth.errors';
import { AuthSessionsService } from './auth-sessions.service';
import type { ClientInfo } from './client-info';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordHasher } from './password-hasher.service';
import type { UserEntity } from './entities/user.entity';
import { toAdmin } from './user.mapper';
import { UsersService } from './users.service';

/** How long the enrolment step of a sign-in (ADMIN_TOTP_REQUIRED) may take. */
export const ENROLMENT_TOKEN_SECONDS = 10 * 60;
const ENROLMENT_PURPOSE = 'admin-totp-enrolment';

interface EnrolmentTokenPayload {
  sub: string;
  ver: number;
  purpose: string;
}

/**
 * The administrator comes from configuration (ADMIN_USERNAME / ADMIN_PASSWORD), never from code.
 * Once it enrolled an authenticator (AdminTotpService), signing in takes its code as well.
 */
@Injectable()
export class AdminAccountService implements OnApplicationBootstrap {
  /** Signs the enrolment step's token: not JWT_SECRET itself, so that token is never an access token. */
  private readonly enrolmentSecret: string;

  constructor(
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: AuthSessionsService,
    private readonly attempts: LoginAttemptsService,
    private readonly logger: Logger,
    private readonly totp: AdminTotpService,
    private readonly jwt: JwtService,
  ) {
    this.enrolmentSecret = Buffer.from(
      hkdfSync('sha256', config.jwtSecret, '', 'phonehub admin totp enrolment token', 32),
    ).toString('base64');
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.upsertConfiguredAdmin();
  }

  /** Creates the admin on first start and re-hashes the password when the configured one changed. */
  async upsertConfiguredAdmin(): Promise<void> {
    const { username, password } = this.config.admin;
    const existing = await this.users.findAdmin(username);
    if (!existing) {
      const { created, email } = await this.users.createAdmin(username, await this.hasher.hash(password));
      if (created)
        this.logger.log(`Created the administrator account "${username}"`, AdminAccountService.name);
      if (created && email !== adminEmail(username))
        this.logger.warn(
          `Another account holds ${adminEmail(username)}; the administrator "${username}" got ${email} instead`,
          AdminAccountService.name,
        );
    } else if (!(await this.hasher.verify(existing.passwordHash, password))) {
      await this.users.setPasswordHash(existing.id, await this.hasher.hash(password));
      this.logger.log(
        `Updated the password of the administrator account "${username}"`,
        AdminAccountService.name,
      );
    }
  }

  /**
   * Only the configured administrator can sign in, so a renamed admin's old account is inert. Once it
   * enrolled an authenticator, the password alone gives no token: the answer asks for the code, and
   * a wrong code counts towards the sign-in delays like a wrong password. With ADMIN_TOTP_REQUIRED an
   * admin without one gets only a token for enrolling it.
   */
  async login(
    username: string,
    password: string,
    client: ClientInfo,
    totpCode?: string,
  ): Promise<AdminLoginResult> {
    const { ip } = client;
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
    if (await this.totp.isEnrolled(admin.id)) {
      if (!totpCode?.trim()) throw AdminAuthErrors.totpRequired();
      if (!(await this.totp.useSignInCode(admin.id, totpCode))) {
        await this.attempts.recordFailure(account, ip);
        throw AdminAuthErrors.totpInvalid();
      }
    } else if (this.config.admin.totpRequired) {
      return { totp_enrolment_required: true, enrolment_token: this.issueEnrolmentToken(admin) };
    }
    return this.signIn(admin, client);
  }

  /** The enrolment step of a sign-in: a new secret for the admin the token names. */
  async startLoginEnrolment(enrolmentToken: string): Promise<AdminTotpSetup> {
    const admin = await this.enrollingAdmin(enrolmentToken);
    return this.totp.startEnrolment(admin.id, admin.username ?? this.config.admin.username);
  }

  /** Its first code turns the authenticator on, and the sign-in completes (with the recovery codes). */
  async confirmLoginEnrolment(
    enrolmentToken: string,
    code: string,
    client: ClientInfo,
  ): Promise<AdminTotpEnrolledLogin> {
    const admin = await this.enrollingAdmin(enrolmentToken);
    const recoveryCodes = await this.totp.confirmEnrolment(admin.id, code);
    return { recovery_codes: recoveryCodes, ...(await this.signIn(admin, client)) };
  }

  /**
   * A signed-in admin turns the second factor off with its password and a code (app or recovery);
   * failures count towards the sign-in delays.
   */
  async disableTotp(admin: UserEntity, password: string, code: string, ip: string): Promise<void> {
    const account = `admin:${admin.username ?? ''}`;
    await this.attempts.assertAllowed(account, ip);
    if (!(await this.totp.isEnrolled(admin.id))) throw AdminAuthErrors.notEnrolled();
    if (!(await this.hasher.verify(admin.passwordHash, password))) {
      await this.attempts.recordFailure(account, ip);
      throw AuthErrors.wrongCurrentPassword();
    }
    if (!(await this.totp.useSignInCode(admin.id, code))) {
      await this.attempts.recordFailure(account, ip);
      throw AdminAuthErrors.totpInvalid();
    }
    await this.totp.remove(admin.id);
  }

  private async signIn(admin: UserEntity, client: ClientInfo): Promise<AdminLoginResponse> {
    return { access_token: await this.sessions.start(admin, 'admin', client), admin: toAdmin(admin) };
  }

  private issueEnrolmentToken(admin: UserEntity): string {
    const payload: EnrolmentTokenPayload = {
      sub: admin.id,
      ver: admin.tokenVersion,
      purpose: ENROLMENT_PURPOSE,
    };
    return this.jwt.sign(payload, { secret: this.enrolmentSecret, expiresIn: ENROLMENT_TOKEN_SECONDS });
  }

  /** The configured admin an enrolment token names, while the token and the account are still good. */
  private async enrollingAdmin(enrolmentToken: string): Promise<UserEntity> {
    let payload: EnrolmentTokenPayload;
    try {
      payload = this.jwt.verify<EnrolmentTokenPayload>(enrolmentToken, { secret: this.enrolmentSecret });
    } catch {
      throw AdminAuthErrors.enrolmentTokenInvalid();
    }
    const admin =
      payload.purpose === ENROLMENT_PURPOSE && typeof payload.sub === 'string'
        ? await this.users.findById(payload.sub)
        : null;
    const isConfigured = admin?.username?.toLowerCase() === this.config.admin.username.toLowerCase();
    if (
      !admin ||
      admin.role !== 'admin' ||
      !isConfigured ||
      admin.isSuspended ||
      admin.tokenVersion !== payload.ver
    )
      throw AdminAuthErrors.enrolmentTokenInvalid();
    return admin;
  }
}
