import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, registerDecorator, type ValidationArguments } from 'class-validator';
import { checkEmail, checkName, checkPhone, VALIDATION_MESSAGES } from '@phonehub/domain';
import { NormalizeEmail, Required, Satisfies, Trim } from '../../common/validation/field.decorators';
import { isReservedEmail, RESERVED_EMAIL_MESSAGE } from '../admin-identity';
import { checkNewPassword } from '../password-policy';

const EMAIL_MAX_LENGTH = 254;
const checkEmailAddress = (value: string) =>
  value.trim().length > EMAIL_MAX_LENGTH ? VALIDATION_MESSAGES.email : checkEmail(value);

const checkNotReserved = (value: string) => (isReservedEmail(value) ? RESERVED_EMAIL_MESSAGE : null);

// The account fields shared by register and profile: same normalisation, same rules, same messages.

export const EmailField = (required = true) =>
  applyDecorators(
    ApiProperty({ example: 'jamie@example.com', required }),
    NormalizeEmail(),
    Satisfies(checkEmailAddress, VALIDATION_MESSAGES.email),
  );

/** The address an account is to have: a valid email outside the administrator's reserved domain. */
export const AccountEmailField = (required = true) =>
  applyDecorators(EmailField(required), Satisfies(checkNotReserved, VALIDATION_MESSAGES.email));

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

/**
 * A sign-in field: present, text and within a generous bound, nothing more. Any other check would
 * tell a caller which accounts exist, so every failure reads 'Invalid credentials'.
 */
export const CredentialField = (max: number) =>
  applyDecorators(
    Required(),
    IsString({ message: 'Invalid credentials' }),
    MaxLength(max, { message: 'Invalid credentials' }),
  );

/** A password someone chooses; `emailProperty` names the field holding the account's email, if any. */
export const NewPasswordField = (emailProperty?: string) =>
  applyDecorators(ApiProperty({ minLength: 8, format: 'password' }), NewPassword(emailProperty));

function NewPassword(emailProperty?: string): PropertyDecorator {
  const check = (args: ValidationArguments) => {
    const email = emailProperty ? (args.object as Record<string, unknown>)[emailProperty] : undefined;
    return typeof args.value === 'string'
      ? checkNewPassword(args.value, typeof email === 'string' ? email : undefined)
      : VALIDATION_MESSAGES.passwordLength;
  };
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'newPassword',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (_value: unknown, args?: ValidationArguments) => !!args && check(args) === null,
        defaultMessage: (args?: ValidationArguments) =>
          (args && check(args)) ?? VALIDATION_MESSAGES.passwordLength,
      },
    });
}
