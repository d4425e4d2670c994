import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ImeiBlock, Paged } from '@phonehub/contracts';
import { readImei } from '@phonehub/domain';
import { Repository } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import type { PageQueryDto } from '../../common/paging/page-query.dto';
import { pageOf } from '../../common/paging/paged';
import { containsPattern } from '../../common/sql/like-pattern';
import { isUniqueViolation } from '../../database/postgres-errors';
import type { ImeiBlockDto } from '../dto/imei-block.dto';
import { ImeiBlockEntity } from '../entities/imei-block.entity';
import { TradeErrors } from '../trade.errors';
import { deleteLocked } from '../../common/database/delete-locked';

const toBlock = (row: ImeiBlockEntity): ImeiBlock => ({
  imei: row.imei,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
});

/** The admin's lost-or-stolen IMEI list; adding and removing are audited with the change. */
@Injectable()
export class ImeiBlocklistService {
  constructor(
    @InjectRepository(ImeiBlockEntity) private readonly blocks: Repository<ImeiBlockEntity>,
    private readonly audit: AuditService,
  ) {}

  async list(query: PageQueryDto): Promise<Paged<ImeiBlock>> {
    const builder = this.blocks
      .createQueryBuilder('b')
      .orderBy('b.created_at', 'DESC')
      .addOrderBy('b.imei', 'ASC');
    if (query.search)
      builder.where('(b.imei LIKE :like OR b.reason ILIKE :like)', { like: containsPattern(query.search) });
    return pageOf(builder, query, toBlock);
  }

  async add(dto: ImeiBlockDto, actorId: string): Promise<ImeiBlock> {
    const imei = readImei(dto.imei) as string;
    try {
      return await this.blocks.manager.transaction(async (manager) => {
        await manager.insert(ImeiBlockEntity, { imei, reason: dto.reason, createdBy: actorId });
        const row = await manager.findOneByOrFail(ImeiBlockEntity, { imei });
        await this.audit.record(
          {
            actorId,
            action: 'trade.imei_block',
            entityType: 'imei',
            entityId: imei,
            before: null,
            after: { reason: dto.reason },
          },
          manager,
        );
        return toBlock(row);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'pk_imei_blocklist')) throw TradeErrors.imeiAlreadyBlocked();
      throw error;
    }
  }

  async remove(imei: string, actorId: string): Promise<void> {
    await this.blocks.manager.transaction(async (manager) => {
      const row = await deleteLocked(manager, ImeiBlockEntity, { imei }, TradeErrors.imeiBlockNotFound);
      await this.audit.record(
        {
          actorId,
          action: 'trade.imei_unblock',
          entityType: 'imei',
          entityId: imei,
          before: { reason: row.reason },
          after: null,
        },
        manager,
      );
    });
  }
}
