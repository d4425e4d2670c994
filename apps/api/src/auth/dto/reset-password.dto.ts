import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Required } from '../../common/validation/field.decorators';
import { NewPasswordField } from './user-fields.decorators';

const INVALID_LINK = 'This password reset link is invalid or has expired.';

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the reset link' })
  @Required()
  @IsString({ message: INVALID_LINK })
  @MaxLength(200, { message: INVALID_LINK })
  token: string;

  @Required()
  @NewPasswordField()
  password: string;
}
