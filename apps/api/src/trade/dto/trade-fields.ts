import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNumber, IsString, Max, MaxLength, Min, registerDecorator } from 'class-validator';
import { containsUnsafeMarkup, TRADE_MESSAGES } from '@phonehub/domain';
import { cleanText, hasForbiddenControlCharacters } from '../../catalogue/dto/clean-text';

/** Dollars on the wire; far above any device's value. */
export const MAX_DOLLARS = 100_000;

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

function NoControlCharacters(field: string): PropertyDecorator {
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

/** One line of text: control characters dropped, trimmed, blank read as missing. */
export const OneLine = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const v = cleanText(value);
    return v === '' ? undefined : v;
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

export const DollarsField = (field: string) => {
  const message = `${field} must be an amount in dollars of at least 0, such as 120.50`;
  return applyDecorators(
    IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message }),
    Min(0, { message }),
    Max(MAX_DOLLARS, { message: `${field} must be at most ${MAX_DOLLARS} dollars` }),
  );
};

