import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID, ValidateIf } from 'class-validator';
import {
  SUPPORT_TEXTS,
  SUPPORT_TICKET_PRIORITIES,
  type SupportTicketPriority,
  type SupportTicketStatusName,
  type UpdateSupportTicketRequest,
} from '@phonehub/contracts';
import { SUPPORT_TICKET_STATUSES } from '@phonehub/domain';

/** PUT /api/admin/support/tickets/{id}: status through the ticket machine, priority, assignee (null unassigns). */
export class UpdateSupportTicketDto implements UpdateSupportTicketRequest {
  @ApiPropertyOptional({ enum: SUPPORT_TICKET_STATUSES })
  @IsOptional()
  @IsIn(SUPPORT_TICKET_STATUSES, { message: `status must be one of: ${SUPPORT_TICKET_STATUSES.join(', ')}` })
  status?: SupportTicketStatusName;

  @ApiPropertyOptional({ enum: SUPPORT_TICKET_PRIORITIES })
  @IsOptional()
  @IsIn(SUPPORT_TICKET_PRIORITIES, { message: SUPPORT_TEXTS.priority })
  priority?: SupportTicketPriority;

  @ApiPropertyOptional({ format: 'uuid', nullable: true })
  @ValidateIf((_o, value) => value !== undefined && value !== null)
  @IsUUID('all', { message: SUPPORT_TEXTS.assigneeNotAdmin })
  assignee_id?: string | null;
}
