import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsNotEmpty,
  IsNumber,
  IsString,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateIf,
  ValidationArguments,
  ValidationOptions,
} from 'class-validator';
import { containsUnsafeMarkup, FieldCheck, TRADE_MESSAGES, VALIDATION_MESSAGES } from '@phonehub/domain';
import { cleanText, hasForbiddenControlCharacters } from './clean-text';

// The one set of field decorators every module's DTOs use: presence, normalisation, text and money.

/** Missing, null or blank (after trimming) all read as one message. */
export function Required(): PropertyDecorator {
  return applyDecorators(
    IsDefined({ message: VALIDATION_MESSAGES.requiredFields }),
    IsNotEmpty({ message: VALIDATION_MESSAGES.requiredFields }),
  );
}

/** Like Required, with the spec's own sentence for this field. */
export const RequiredAs = (message: string) =>
  applyDecorators(IsDefined({ message }), IsNotEmpty({ message }));

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

/** Refuses script tags, 'javascript:' and on*= handlers (spec section 5); the value is never stored. */
export function SafeText(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'safeText',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !containsUnsafeMarkup(value),
        defaultMessage: () => TRADE_MESSAGES.unsafeText,
      },
    });
}

/** Multi-line text may keep tabs and line breaks; other control characters are refused. */
export function NoControlCharacters(field: string): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'noControlCharacters',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !hasForbiddenControlCharacters(value),
        defaultMessage: () => `${field} must not contain control characters`,
      },
    });
}

/** One line of text: control characters dropped, trimmed ('' stays, and may clear a field). */
export const CleanLine = () =>
  Transform(({ value }) => (typeof value === 'string' ? cleanText(value) : value));

/** One line of text: control characters dropped, trimmed, blank read as missing. */
export const OneLine = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const v = cleanText(value);
    return v === '' ? undefined : v;
  });

/** One line of text where blank means none (null). */
export const BlankIsNull = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const clean = cleanText(value);
    return clean === '' ? null : clean;
  });

/** A text field (already required or optional by the caller), trimmed, bounded, free of markup. */
export const TextField = (field: string, max: number) =>
  applyDecorators(
    OneLine(),
    IsString({ message: `${field} must be text` }),
    MaxLength(max, { message: `${field} must be at most ${max} characters` }),
    SafeText(),
  );

/** Multi-line text (a description): keeps line breaks, trimmed, blank read as missing. */
export const LongTextField = (field: string, max: number) =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value)),
    IsString({ message: `${field} must be text` }),
    MaxLength(max, { message: `${field} must be at most ${max} characters` }),
    NoControlCharacters(field),
    SafeText(),
  );

/** Dollars on the wire; the default bound is far above any device's value. */
export const MAX_DOLLARS = 100_000;

/** An amount in dollars on the wire (two decimals at most), from 0 to `max`. */
export const DollarsField = (field: string, max = MAX_DOLLARS) => {
  const message = `${field} must be an amount in dollars of at least 0, such as 120.50`;
  return applyDecorators(
    IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message }),
    Min(0, { message }),
    Max(max, { message: `${field} must be at most ${max} dollars` }),
  );
};
