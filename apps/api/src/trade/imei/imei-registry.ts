import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
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
}
