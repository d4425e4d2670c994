import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import type { AdminContactMessagesQuery, ContactMessageStatus } from '@phonehub/contracts';
import { PageQueryDto } from '../../common/paging/page-query.dto';

const STATUSES: readonly ContactMessageStatus[] = ['new', 'replied', 'converted'];

/** GET /api/admin/contact-messages: newest first; search matches name, email or subject. */
export class AdminContactMessagesQueryDto extends PageQueryDto implements AdminContactMessagesQuery {
  @ApiPropertyOptional({ enum: STATUSES })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : value))
  @IsIn(STATUSES, { message: `status must be one of: ${STATUSES.join(', ')}` })
  status?: ContactMessageStatus;
}
