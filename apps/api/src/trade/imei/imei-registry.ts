import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ImeiBlockEntity } from '../entities/imei-block.entity';

export interface ImeiStanding {
  blocked: boolean;
  /** Why, when blocked (for admins; the customer sees the shared message). */
  reason: string | null;
}

/**
 * Where a trade asks whether a device was reported lost or stolen. The shop's own blocklist answers
 * today; a real registry (GSMA, CheckMEND…) is plugged in by providing another implementation of
 * this class in TradeModule.
 */
export abstract class ImeiRegistry {
  abstract standing(imei: string): Promise<ImeiStanding>;

  /** Several at once (a page of trades for the admin), by IMEI; a registry may answer in one call. */
  async standings(imeis: readonly string[]): Promise<Map<string, ImeiStanding>> {
    const unique = [...new Set(imeis)];
    const answers = await Promise.all(unique.map((imei) => this.standing(imei)));
    return new Map(unique.map((imei, i) => [imei, answers[i]]));
  }
}

/** The admin-maintained blocklist (imei_blocklist). */
@Injectable()
export class BlocklistImeiRegistry extends ImeiRegistry {
  constructor(@InjectRepository(ImeiBlockEntity) private readonly blocks: Repository<ImeiBlockEntity>) {
    super();
  }

  async standing(imei: string): Promise<ImeiStanding> {
    const block = await this.blocks.findOneBy({ imei });
    return { blocked: block !== null, reason: block?.reason ?? null };
  }

  override async standings(imeis: readonly string[]): Promise<Map<string, ImeiStanding>> {
    const unique = [...new Set(imeis)];
    const blocks = unique.length ? await this.blocks.findBy({ imei: In(unique) }) : [];
    const reasons = new Map(blocks.map((block) => [block.imei, block.reason]));
    return new Map(
      unique.map((imei) => [imei, { blocked: reasons.has(imei), reason: reasons.get(imei) ?? null }]),
    );
  }
}
