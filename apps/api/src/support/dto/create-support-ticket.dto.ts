import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsUUID, ValidateIf } from 'class-validator';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_TEXTS,
  SUPPORT_TICKET_CATEGORIES,
  type CreateSupportTicketRequest,
  type SupportTicketCategory,
} from '@phonehub/contracts';
import { LongTextField, RequiredAs, TextField } from '../../common/validation/field.decorators';
import { AttachmentIds } from './support-fields';

/** POST /api/support/tickets: subject and message required (the spec's sentence), category general by default. */
export class CreateSupportTicketDto implements CreateSupportTicketRequest {
  @ApiProperty({ example: 'My phone will not charge', maxLength: SUPPORT_SUBJECT_MAX })
  @RequiredAs(SUPPORT_TEXTS.ticketRequired)
  @TextField('subject', SUPPORT_SUBJECT_MAX)
  subject: string;

  @ApiProperty({ example: 'Since yesterday the battery stays at 12 %.', maxLength: SUPPORT_MESSAGE_MAX })
  @RequiredAs(SUPPORT_TEXTS.ticketRequired)
  @LongTextField('message', SUPPORT_MESSAGE_MAX)
  message: string;

  @ApiPropertyOptional({ enum: SUPPORT_TICKET_CATEGORIES, default: 'general' })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : value))
  @IsOptional()
  @IsIn(SUPPORT_TICKET_CATEGORIES, { message: SUPPORT_TEXTS.category })
  category?: SupportTicketCategory;

  @ApiPropertyOptional({ format: 'uuid', nullable: true })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value))
  @ValidateIf((_o, value) => value !== undefined && value !== null)
  @IsUUID('all', { message: SUPPORT_TEXTS.orderNotFound })
  order_id?: string | null;

  @ApiPropertyOptional({ type: [String], maxItems: 3 })
  @AttachmentIds()
  attachments?: string[];
}
