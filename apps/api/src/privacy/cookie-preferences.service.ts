import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { CookiePreferences, UpdateCookiePreferencesRequest } from '@phonehub/contracts';
import { COOKIE_CONSENT } from '@phonehub/domain';
import { UserCookiePreferencesEntity } from './entities/user-cookie-preferences.entity';

function toPreferences(row: UserCookiePreferencesEntity): CookiePreferences {
  return {
    necessary: true,
    functional: row.functional,
    analytics: row.analytics,
    marketing: row.marketing,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Cookie choices stored on the account, so they follow the user from device to device. */
@Injectable()
export class CookiePreferencesService {
  constructor(
    @InjectRepository(UserCookiePreferencesEntity)
    private readonly preferences: Repository<UserCookiePreferencesEntity>,
  ) {}

  /** The saved choice, or the defaults with `updated_at` null when the account has not chosen yet. */
  async forUser(userId: string): Promise<CookiePreferences> {
    const row = await this.preferences.findOne({ where: { userId } });
    if (row) return toPreferences(row);
    return { ...COOKIE_CONSENT.defaults, necessary: true, version: COOKIE_CONSENT.version, updated_at: null };
  }

  /** Saves the whole choice under the current policy version, dated now. */
  async save(userId: string, choice: UpdateCookiePreferencesRequest): Promise<CookiePreferences> {
    await this.preferences.upsert(
      {
        userId,
        functional: choice.functional,
        analytics: choice.analytics,
        marketing: choice.marketing,
        version: COOKIE_CONSENT.version,
        updatedAt: new Date(),
      },
      { conflictPaths: ['userId'] },
    );
    return this.forUser(userId);
  }
}
