import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Address } from '@phonehub/contracts';
import { randomBytes } from 'node:crypto';
import { EntityManager, In, IsNull, Repository } from 'typeorm';
import { isUniqueViolation } from '../database/postgres-errors';
import { AdminAuthErrors } from './admin-auth.errors';
import { adminEmail, isReservedEmail } from './admin-identity';
import { AuthErrors } from './auth.errors';
import { UserEntity } from './entities/user.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  address?: Address | null;
  isSeller?: boolean;
  /** Seeded demo accounts start verified; a sign-up proves its address by the mailed link. */
  emailVerifiedAt?: Date | null;
}

export interface ProfileChanges {
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  address?: Address | null;
}

/** Users and their accounts. Other modules use this service, never the repository. */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** Inside the caller's transaction when given its manager. */
  findById(id: string, manager?: EntityManager): Promise<UserEntity | null> {
    return UUID.test(id) ? this.repository(manager).findOneBy({ id }) : Promise.resolve(null);
  }

  /** Emails are citext: the lookup ignores case. Inside the caller's transaction when given its manager. */
  findByEmail(email: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.repository(manager).findOneBy({ email });
  }

  /** The account, locked until the caller's transaction ends (an admin changing it). */
  lockById(manager: EntityManager, id: string): Promise<UserEntity | null> {
    return manager.getRepository(UserEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The email of each of these accounts that exists, by id (one query for a page of rows). */
  async emailsById(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)].filter((id) => UUID.test(id));
    if (unique.length === 0) return new Map();
    const rows = await this.users.find({ select: { id: true, email: true }, where: { id: In(unique) } });
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  findAdmin(username: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ username, role: 'admin' });
  }

  /** Every administrator account (support tickets are assigned among them). */
  listAdmins(): Promise<UserEntity[]> {
    return this.users.find({ where: { role: 'admin' }, order: { username: 'ASC', id: 'ASC' } });
  }

  /** Registers a customer (in the caller's transaction when given its manager); the unique index decides a race between two identical sign-ups. */
  async createCustomer(input: NewUser, manager?: EntityManager): Promise<UserEntity> {
    if (isReservedEmail(input.email)) throw AdminAuthErrors.reservedEmail();
    const users = this.repository(manager);
    try {
      return await users.save(
        users.create({
          ...input,
          role: 'customer',
          address: input.address ?? null,
          isSeller: input.isSeller ?? false,
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'uq_users_email')) throw AuthErrors.emailTaken();
      throw error;
    }
  }

  /** For start-up seeding: inserts unless the email exists; true when a row was added. */
  async createCustomerIfMissing(input: NewUser): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .insert()
      .values({
        ...input,
        role: 'customer',
        address: input.address ?? null,
        isSeller: input.isSeller ?? false,
      })
      .orIgnore()
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /**
   * Creates the administrator; false when another instance created it first. Its address is made from
   * the username; should another account hold that address (taken before the admin domain was
   * reserved), the admin gets one of its own beside it instead of not being created.
   */
  async createAdmin(username: string, passwordHash: string): Promise<{ created: boolean; email: string }> {
    const insert = (email: string) =>
      this.users.insert({
        username,
        email,
        passwordHash,
        firstName: 'Admin',
        lastName: 'Team',
        phone: '',
        role: 'admin',
        emailVerifiedAt: new Date(),
      });
    let email = adminEmail(username);
    for (let attempt = 0; ; attempt += 1) {
      try {
        await insert(email);
        return { created: true, email };
      } catch (error) {
        if (isUniqueViolation(error, 'uq_users_username')) return { created: false, email };
        if (!isUniqueViolation(error, 'uq_users_email') || attempt >= 3) throw error;
        email = adminEmail(`${username}+${randomBytes(4).toString('hex')}`);
      }
    }
  }

  async updateProfile(userId: string, changes: ProfileChanges, manager?: EntityManager): Promise<UserEntity> {
    const users = manager ? manager.getRepository(UserEntity) : this.users;
    if (changes.email !== undefined && isReservedEmail(changes.email)) throw AdminAuthErrors.reservedEmail();
    if (Object.keys(changes).length > 0) {
      try {
        await users.update({ id: userId }, changes);
      } catch (error) {
        if (isUniqueViolation(error, 'uq_users_email')) throw AuthErrors.emailTaken();
        throw error;
      }
    }
    return users.findOneByOrFail({ id: userId });
  }

  /** A new password also revokes every token issued with the old one. */
  async setPasswordHash(userId: string, passwordHash: string, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(UserEntity) : this.users;
    await repository.update({ id: userId }, { passwordHash, tokenVersion: () => 'token_version + 1' });
  }

  /** The account owns its address from now on (demo accounts; sign-ups follow their link instead). */
  async markEmailVerified(userId: string): Promise<void> {
    await this.users.update({ id: userId, emailVerifiedAt: IsNull() }, { emailVerifiedAt: new Date() });
  }

  /** An approved partner application: the user may sell from now on (in the caller's transaction). */
  async grantSeller(manager: EntityManager, userId: string): Promise<void> {
    await manager.getRepository(UserEntity).update({ id: userId }, { isSeller: true });
  }

  /** Suspends or restores the account in the caller's transaction; the JWT strategy reads it on every request. */
  async setSuspended(manager: EntityManager, userId: string, suspended: boolean): Promise<void> {
    await manager.getRepository(UserEntity).update({ id: userId }, { isSuspended: suspended });
  }

  /** Suspends or restores the seller (not the account) in the caller's transaction; no token is revoked. */
  async setSellerSuspended(manager: EntityManager, userId: string, suspended: boolean): Promise<void> {
    await manager.getRepository(UserEntity).update({ id: userId }, { sellerSuspended: suspended });
  }

  private repository(manager?: EntityManager): Repository<UserEntity> {
    return manager ? manager.getRepository(UserEntity) : this.users;
  }

  /** Every access token issued to the user so far stops working (sign-out, suspension). */
  async revokeTokens(userId: string, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(UserEntity) : this.users;
    await repository.update({ id: userId }, { tokenVersion: () => 'token_version + 1' });
  }
}
