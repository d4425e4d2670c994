import { Injectable } from '@nestjs/common';
import type { AuthResponse, User } from '@phonehub/contracts';
import { AccessTokenService } from './access-token.service';
import { AccountSuspendedError, InvalidCredentialsError } from './auth.errors';
import type { LoginDto } from './dto/login.dto';
import type { RegisterDto } from './dto/register.dto';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import type { UserEntity } from './entities/user.entity';
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
    private readonly tokens: AccessTokenService,
    private readonly attempts: LoginAttemptsService,
  ) {}

  async register(dto: RegisterDto): Promise<AuthResponse> {
    const user = await this.users.createCustomer({
      email: dto.email,
      passwordHash: await this.hasher.hash(dto.password),
      firstName: dto.first_name,
      lastName: dto.last_name,
      phone: dto.phone,
    });
    return { user: toUser(user), access_token: this.tokens.issue(user, 'session') };
  }

  async login(dto: LoginDto): Promise<AuthResponse> {
    await this.attempts.assertNotLocked(dto.email);
    const user = await this.users.findByEmail(dto.email);
    // Administrators sign in through /admin/login only; here they look like unknown accounts.
    const candidate = user && user.role !== 'admin' ? user : null;
    const valid = candidate
      ? await this.hasher.verify(candidate.passwordHash, dto.password)
      : await this.hasher.verifyNothing(dto.password);
    if (!candidate || !valid) {
      await this.attempts.recordFailure(dto.email);
      throw new InvalidCredentialsError();
    }
    if (candidate.isSuspended) throw new AccountSuspendedError();
    return {
      user: toUser(candidate),
      access_token: this.tokens.issue(candidate, dto.remember_me ? 'remembered' : 'session'),
    };
  }

  me(user: UserEntity): User {
    return toUser(user);
  }

  async updateProfile(user: UserEntity, dto: UpdateProfileDto): Promise<User> {
    const updated = await this.users.updateProfile(user.id, {
      ...(dto.email !== undefined && { email: dto.email }),
      ...(dto.first_name !== undefined && { firstName: dto.first_name }),
      ...(dto.last_name !== undefined && { lastName: dto.last_name }),
      ...(dto.phone !== undefined && { phone: dto.phone }),
      ...(dto.address !== undefined && { address: dto.address ? { ...dto.address } : null }),
    });
    return toUser(updated);
  }
}
