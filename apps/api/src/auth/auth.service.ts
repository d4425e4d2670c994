import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuthResponse, User } from '@phonehub/contracts';
import { VALIDATION_MESSAGES } from '@phonehub/domain';
import { DataSource } from 'typeorm';
import { CommonErrors } from '../common/errors/app-error';
import { AuthErrors } from './auth.errors';
import { AuthSessionsService } from './auth-sessions.service';
import type { ClientInfo } from './client-info';
import type { LoginDto } from './dto/login.dto';
import type { RegisterDto } from './dto/register.dto';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import type { UserEntity } from './entities/user.entity';
import { EmailVerificationService } from './email-verification.service';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordHasher } from './password-hasher.service';
import { toUser } from './user.mapper';
import { UsersService } from './users.service';

/** Shopper accounts: sign-up, sign-in and profile. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: AuthSessionsService,
    private readonly attempts: LoginAttemptsService,
    private readonly verification: EmailVerificationService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The account starts unverified; a link to prove its address is mailed with it (same commit). */
  async register(dto: RegisterDto, client: ClientInfo): Promise<AuthResponse> {
    const passwordHash = await this.hasher.hash(dto.password);
    const user = await this.dataSource.transaction(async (manager) => {
      const created = await this.users.createCustomer(
        {
          email: dto.email,
          passwordHash,
          firstName: dto.first_name,
          lastName: dto.last_name,
          phone: dto.phone,
        },
        manager,
      );
      await this.verification.sendVerifyLink(manager, created);
      return created;
    });
    return { user: toUser(user), access_token: await this.sessions.start(user, 'session', client) };
  }

  async login(dto: LoginDto, client: ClientInfo): Promise<AuthResponse> {
    const { ip } = client;
    await this.attempts.assertAllowed(dto.email, ip);
    const user = await this.users.findByEmail(dto.email);
    // Administrators sign in through /admin/login only; here they look like unknown accounts.
    const candidate = user && user.role !== 'admin' ? user : null;
    const valid = candidate
      ? await this.hasher.verify(candidate.passwordHash, dto.password)
      : await this.hasher.verifyNothing(dto.password);
    if (!candidate || !valid) {
      await this.attempts.recordFailure(dto.email, ip);
      throw AuthErrors.invalidCredentials();
    }
    if (candidate.isSuspended) throw AuthErrors.accountSuspended();
    return {
      user: toUser(candidate),
      access_token: await this.sessions.start(candidate, dto.remember_me ? 'remembered' : 'session', client),
    };
  }

  me(user: UserEntity): User {
    return toUser(user);
  }

  /**
   * A new email needs the current password: whoever holds a stolen token must not be able to move
   * the account (and its password resets) to an address of theirs. Even then the email does not
   * change yet: the new address waits (`pending_email`) until the link mailed to it is followed
   * (EmailVerificationService), which also tells the old address and ends every session.
   */
  async updateProfile(user: UserEntity, dto: UpdateProfileDto, ip: string): Promise<User> {
    const changesEmail = dto.email !== undefined && dto.email.toLowerCase() !== user.email.toLowerCase();
    if (changesEmail) await this.assertCurrentPassword(user, dto.current_password, ip);
    // The profile, the pending address and its link's mail commit together.
    const updated = await this.dataSource.transaction(async (manager) => {
      const saved = await this.users.updateProfile(
        user.id,
        {
          ...(dto.first_name !== undefined && { firstName: dto.first_name }),
          ...(dto.last_name !== undefined && { lastName: dto.last_name }),
          ...(dto.phone !== undefined && { phone: dto.phone }),
          ...(dto.address !== undefined && { address: dto.address ? { ...dto.address } : null }),
        },
        manager,
      );
      return changesEmail ? this.verification.requestEmailChange(manager, saved, dto.email as string) : saved;
    });
    return toUser(updated);
  }

  /** Wrong guesses count like failed sign-ins, so the form cannot be used to guess the password. */
  private async assertCurrentPassword(
    user: UserEntity,
    password: string | undefined,
    ip: string,
  ): Promise<void> {
    if (!password) throw CommonErrors.validationFailed(VALIDATION_MESSAGES.currentPasswordRequired);
    await this.attempts.assertAllowed(user.email, ip);
    if (!(await this.hasher.verify(user.passwordHash, password))) {
      await this.attempts.recordFailure(user.email, ip);
      throw AuthErrors.wrongCurrentPassword();
    }
  }
}
