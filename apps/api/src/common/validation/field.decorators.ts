import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsNotEmpty,
  registerDecorator,
  ValidateIf,
  ValidationArguments,
  ValidationOptions,
} from 'class-validator';
import { FieldCheck, VALIDATION_MESSAGES } from '@phonehub/domain';

/** Missing, null or blank (after trimming) all read as one message. */
export function Required(): PropertyDecorator {
  return applyDecorators(
    IsDefined({ message: VALIDATION_MESSAGES.requiredFields }),
    IsNotEmpty({ message: VALIDATION_MESSAGES.requiredFields }),
  );
}

/** May be left out, but never sent as null (for columns that cannot be empty). */
export function OptionalNotNull(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined);
}

export function Trim(): PropertyDecorator {
  return Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
}

export function NormalizeEmail(): PropertyDecorator {
  return Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
}

/**
 * Validates a string with one of the shared field checks (libs/shared/domain), so the API answers
 * with exactly the sentence the forms show.
 */
export function Satisfies(
  check: FieldCheck,
  messageForNonString: string,
  options?: ValidationOptions,
): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: `satisfies${check.name ? `:${check.name}` : ''}`,
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && check(value) === null,
        defaultMessage: (args?: ValidationArguments) =>
          typeof args?.value === 'string' ? (check(args.value) ?? messageForNonString) : messageForNonString,
      },
    });
  };
}
