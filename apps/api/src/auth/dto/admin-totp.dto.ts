import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Required, Trim } from '../../common/validation/field.decorators';
import { CredentialField } from './user-fields.decorators';

const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app, or a recovery code';

/** An authenticator code (6 digits) or a recovery code (xxxxx-xxxxx); the service tells which. */
export const CodeField = () =>
  applyDecorators(IsString({ message: CODE_MESSAGE }), MaxLength(32, { message: CODE_MESSAGE }), Trim());

/** What the enrolment step of a sign-in (ADMIN_TOTP_REQUIRED) carries instead of an access token. */
const EnrolmentTokenField = () =>
  applyDecorators(
    ApiProperty(),
    Required(),
    IsString({ message: 'This sign-in step has expired. Please sign in again.' }),
    MaxLength(2048, { message: 'This sign-in step has expired. Please sign in again.' }),
  );

export class TotpCodeDto {
  @ApiProperty({ example: '123456' })
  @Required()
  @CodeField()
  code: string;
}

export class DisableTotpDto {
  @ApiProperty({ format: 'password' })
  @CredentialField(1024)
  password: string;

  @ApiProperty({ example: '123456' })
  @Required()
  @CodeField()
  code: string;
}

export class EnrolmentTokenDto {
  @EnrolmentTokenField()
  enrolment_token: string;
}

export class ConfirmLoginEnrolmentDto {
  @EnrolmentTokenField()
  enrolment_token: string;

  @ApiProperty({ example: '123456' })
  @Required()
  @CodeField()
  code: string;
}
