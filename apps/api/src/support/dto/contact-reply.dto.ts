import { ApiProperty } from '@nestjs/swagger';
import { SUPPORT_MESSAGE_MAX, SUPPORT_TEXTS, type ContactReplyRequest } from '@phonehub/contracts';
import { LongTextField, RequiredAs } from '../../common/validation/field.decorators';

/** POST /api/admin/contact-messages/{id}/reply: sent to the sender by email and recorded. */
export class ContactReplyDto implements ContactReplyRequest {
  @ApiProperty({ maxLength: SUPPORT_MESSAGE_MAX })
  @RequiredAs(SUPPORT_TEXTS.replyRequired)
  @LongTextField('message', SUPPORT_MESSAGE_MAX)
  message: string;
}
