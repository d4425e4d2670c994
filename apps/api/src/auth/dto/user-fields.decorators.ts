import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { checkEmail, checkName, checkPhone, VALIDATION_MESSAGES } from '@phonehub/domain';
import { NormalizeEmail, Satisfies, Trim } from '../../common/validation/field.decorators';
import { checkNewPassword } from '../password-policy';

const EMAIL_MAX_LENGTH = 254;
const checkEmailAddress = (value: string) =>
  value.trim().length > EMAIL_MAX_LENGTH ? VALIDATION_MESSAGES.email : checkEmail(value);

// The account fields shared by register and profile: same normalisation, same rules, same messages.

export const EmailField = (required = true) =>
  applyDecorators(
    ApiProperty({ example: 'jamie@example.com', required }),
    NormalizeEmail(),
    Satisfies(checkEmailAddress, VALIDATION_MESSAGES.email),
  );

export const NameField = (example: string, required = true) =>
  applyDecorators(
    ApiProperty({ example, maxLength: 50, required }),
    Trim(),
    Satisfies(checkName, VALIDATION_MESSAGES.name),
  );

export const PhoneField = (required = true) =>
  applyDecorators(
    ApiProperty({ example: '+1 (555) 010-2026', required }),
    Trim(),
    Satisfies(checkPhone, VALIDATION_MESSAGES.phone),
  );

export const NewPasswordField = () =>
  applyDecorators(
    ApiProperty({ minLength: 8, format: 'password' }),
    Satisfies(checkNewPassword, VALIDATION_MESSAGES.passwordLength),
  );
