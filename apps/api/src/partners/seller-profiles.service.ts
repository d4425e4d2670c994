import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import type { UserEntity } from '../auth/entities/user.entity';
import { findPage } from '../common/paging/paged';
import { whereAnyContains } from '../common/sql/like-pattern';
import { isUuid } from '../common/validation/id-param.pipe';
import { SellerProfileEntity } from './entities/seller-profile.entity';

export interface SellerProfile {
  userId: string;
  companyName: string;
  contactName: string;
  createdAt: Date;
}

/** A seller with the account it belongs to (the admin sellers list). */
export interface SellerAccount extends SellerProfile {
  firstName: string;
  lastName: string;
  email: string;
  /** The seller (users.seller_suspended), not the account, is suspended. */
  isSuspended: boolean;
  /** When the account was created. */
  accountCreatedAt: Date;
}

export interface SellerAccountsQuery {
  page: number;
  page_size: number;
  /** Matches the name, the email or the company. */
  search?: string;
  suspended?: boolean;
}

/** Sellers' business names. Other modules read them here, never from the table. */
@Injectable()
export class SellerProfilesService {
  constructor(
    @InjectRepository(SellerProfileEntity) private readonly profiles: Repository<SellerProfileEntity>,
  ) {}

  async find(userId: string): Promise<SellerProfile | null> {
    if (!isUuid(userId)) return null;
    const row = await this.profiles.findOneBy({ userId });
    return (
      row && {
        userId: row.userId,
        companyName: row.companyName,
        contactName: row.contactName,
        createdAt: row.createdAt,
      }
    );
  }

  /** Company names by seller id, in one query for any number of sellers (a page of products). */
  async companyNames(userIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds.filter(isUuid))];
    if (ids.length === 0) return new Map();
    const rows = await this.profiles.find({
      select: { userId: true, companyName: true },
      where: { userId: In(ids) },
    });
    return new Map(rows.map((row) => [row.userId, row.companyName]));
  }

  /** One page of sellers (users with a seller profile), newest accounts first, paged in SQL. */
  async page(query: SellerAccountsQuery): Promise<{ rows: SellerAccount[]; total: number }> {
    const builder = this.profiles
      .createQueryBuilder('s')
      .innerJoinAndSelect('s.user', 'u')
      .where('u.is_seller')
      .orderBy('u.created_at', 'DESC')
      .addOrderBy('s.user_id', 'DESC');
    if (query.suspended !== undefined)
      builder.andWhere('u.seller_suspended = :suspended', { suspended: query.suspended });
    whereAnyContains(builder, query.search, [
      `(u.first_name || ' ' || u.last_name)`,
      'u.email::text',
      's.company_name',
    ]);
    const { rows, total } = await findPage(builder, query);
    return { rows: rows.map(toSellerAccount), total };
  }

  /** Creates the profile, or takes the new names when it exists, in the caller's transaction. */
  async save(
    manager: EntityManager,
    profile: Pick<SellerProfile, 'userId' | 'companyName' | 'contactName'>,
  ): Promise<void> {
    await manager
      .getRepository(SellerProfileEntity)
      .upsert(
        { userId: profile.userId, companyName: profile.companyName, contactName: profile.contactName },
        { conflictPaths: ['userId'] },
      );
  }
}

function toSellerAccount(row: SellerProfileEntity): SellerAccount {
  const user = row.user as UserEntity;
  return {
    userId: row.userId,
    companyName: row.companyName,
    contactName: row.contactName,
    createdAt: row.createdAt,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isSuspended: user.sellerSuspended,
    accountCreatedAt: user.createdAt,
  };
}
