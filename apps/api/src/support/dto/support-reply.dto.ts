import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SUPPORT_MESSAGE_MAX, SUPPORT_TEXTS, type SupportReplyRequest } from '@phonehub/contracts';
import { LongTextField, RequiredAs } from '../../common/validation/field.decorators';
import { AttachmentIds } from './support-fields';

/** POST /api/support/tickets/{id}/messages. */
export class SupportReplyDto implements SupportReplyRequest {
  @ApiProperty({ example: 'Thanks, that fixed it.', maxLength: SUPPORT_MESSAGE_MAX })
  @RequiredAs(SUPPORT_TEXTS.replyRequired)
  @LongTextField('message', SUPPORT_MESSAGE_MAX)
  message: string;

  @ApiPropertyOptional({ type: [String], maxItems: 3 })
  @AttachmentIds()
  attachments?: string[];
}
