import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import {
  SUPPORT_TEXTS,
  SUPPORT_TICKET_CATEGORIES,
  SUPPORT_TICKET_PRIORITIES,
  type AdminSupportTicketsQuery,
  type SupportTicketCategory,
  type SupportTicketPriority,
  type SupportTicketStatusName,
} from '@phonehub/contracts';
import { SUPPORT_TICKET_STATUSES } from '@phonehub/domain';
import { PageQueryDto } from '../../common/paging/page-query.dto';

const blankIsMissing = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** GET /api/admin/support/tickets: overdue first, then newest; filters combine. */
export class AdminSupportTicketsQueryDto extends PageQueryDto implements AdminSupportTicketsQuery {
  @ApiPropertyOptional({ enum: SUPPORT_TICKET_STATUSES })
  @IsOptional()
  @Transform(blankIsMissing)
  @IsIn(SUPPORT_TICKET_STATUSES, { message: `status must be one of: ${SUPPORT_TICKET_STATUSES.join(', ')}` })
  status?: SupportTicketStatusName;

  @ApiPropertyOptional({ enum: SUPPORT_TICKET_PRIORITIES })
  @IsOptional()
  @Transform(blankIsMissing)
  @IsIn(SUPPORT_TICKET_PRIORITIES, { message: SUPPORT_TEXTS.priority })
  priority?: SupportTicketPriority;

  @ApiPropertyOptional({ enum: SUPPORT_TICKET_CATEGORIES })
  @IsOptional()
  @Transform(blankIsMissing)
  @IsIn(SUPPORT_TICKET_CATEGORIES, { message: SUPPORT_TEXTS.category })
  category?: SupportTicketCategory;
}
