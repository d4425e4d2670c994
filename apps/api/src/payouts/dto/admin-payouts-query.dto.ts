import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { AdminPayoutsQuery, TransferStatus } from '@phonehub/contracts';
import { PageQueryDto } from '../../common/paging/page-query.dto';

const STATUSES: readonly TransferStatus[] = ['pending', 'paid', 'failed'];

/** GET /api/admin/payouts/…: newest first, optionally one status. */
export class AdminPayoutsQueryDto extends PageQueryDto implements Omit<AdminPayoutsQuery, 'kind'> {
  @ApiPropertyOptional({ enum: STATUSES })
  @IsOptional()
  @IsIn(STATUSES, { message: `status must be one of ${STATUSES.join(', ')}` })
  status?: TransferStatus;
}
