import { ApiProperty } from '@nestjs/swagger';
import type { VerifyEmailRequest } from '@phonehub/contracts';
import { IsString, MaxLength } from 'class-validator';
import { Required } from '../../common/validation/field.decorators';

const INVALID_LINK =
  'This link is not valid. Please open the latest link we emailed you, or ask for a new one on your account page.';

export class VerifyEmailDto implements VerifyEmailRequest {
  @ApiProperty({ description: 'The token from the link mailed to the address' })
  @Required()
  @IsString({ message: INVALID_LINK })
  @MaxLength(200, { message: INVALID_LINK })
  token: string;
}
