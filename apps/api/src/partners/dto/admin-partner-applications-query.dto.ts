import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import type { AdminPartnerApplicationsQuery, PartnerApplicationStatusName } from '@phonehub/contracts';
import { PARTNER_APPLICATION_STATUSES } from '@phonehub/domain';
import { PageQueryDto, SortBy } from '../../common/paging/page-query.dto';

export const PARTNER_APPLICATION_SORTS = ['application_date', 'company_name'] as const;
export type PartnerApplicationSort = (typeof PARTNER_APPLICATION_SORTS)[number];

/** GET /api/admin/partner-applications: newest first unless sorted; search by email or company. */
export class AdminPartnerApplicationsQueryDto extends PageQueryDto implements AdminPartnerApplicationsQuery {
  @SortBy(PARTNER_APPLICATION_SORTS)
  sort?: string;

  @ApiPropertyOptional({ enum: PARTNER_APPLICATION_STATUSES })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : value))
  @IsIn(PARTNER_APPLICATION_STATUSES, {
    message: `status must be one of: ${PARTNER_APPLICATION_STATUSES.join(', ')}`,
  })
  status?: PartnerApplicationStatusName;
}
