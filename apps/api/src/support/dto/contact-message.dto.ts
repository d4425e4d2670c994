import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_TEXTS,
  type ContactMessageRequest,
} from '@phonehub/contracts';
import { checkEmail } from '@phonehub/domain';
import {
  LongTextField,
  OneLine,
  RequiredAs,
  Satisfies,
  TextField,
} from '../../common/validation/field.decorators';

/** POST /api/contact: all four fields required ('Please fill in all fields'), a valid email. */
export class ContactMessageDto implements ContactMessageRequest {
  @ApiProperty({ example: 'Dana Smith', maxLength: 100 })
  @RequiredAs(SUPPORT_TEXTS.contactRequired)
  @TextField('name', 100)
  name: string;

  @ApiProperty({ example: 'dana@example.com' })
  @RequiredAs(SUPPORT_TEXTS.contactRequired)
  @OneLine()
  @IsString({ message: SUPPORT_TEXTS.contactEmail })
  @MaxLength(254, { message: SUPPORT_TEXTS.contactEmail })
  @Satisfies(checkEmail, SUPPORT_TEXTS.contactEmail)
  email: string;

  @ApiProperty({ example: 'Bulk order', maxLength: SUPPORT_SUBJECT_MAX })
  @RequiredAs(SUPPORT_TEXTS.contactRequired)
  @TextField('subject', SUPPORT_SUBJECT_MAX)
  subject: string;

  @ApiProperty({ example: 'Do you sell to schools?', maxLength: SUPPORT_MESSAGE_MAX })
  @RequiredAs(SUPPORT_TEXTS.contactRequired)
  @LongTextField('message', SUPPORT_MESSAGE_MAX)
  message: string;
}
