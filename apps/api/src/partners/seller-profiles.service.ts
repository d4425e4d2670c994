import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { isUuid } from '../common/validation/id-param.pipe';
import { SellerProfileEntity } from './entities/seller-profile.entity';

export interface SellerProfile {
  userId: string;
  companyName: string;
  contactName: string;
  createdAt: Date;
}

/** Sellers' business names. Other modules read them here, never from the table. */
@Injectable()
export class SellerProfilesService {
  constructor(@InjectRepository(SellerProfileEntity) private readonly profiles: Repository<SellerProfileEntity>) {}

  async find(userId: string): Promise<SellerProfile | null> {
    if (!isUuid(userId)) return null;
    const row = await this.profiles.findOneBy({ userId });
    return row && { userId: row.userId, companyName: row.companyName, contactName: row.contactName, createdAt: row.createdAt };
  }

  /** Creates the profile, or takes the new names when it exists, in the caller's transaction. */
  async save(manager: EntityManager, profile: Pick<SellerProfile, 'userId' | 'companyName' | 'contactName'>): Promise<void> {
    await manager
      .getRepository(SellerProfileEntity)
      .upsert(
        { userId: profile.userId, companyName: profile.companyName, contactName: profile.contactName },
        { conflictPaths: ['userId'] },
      );
  }
}
