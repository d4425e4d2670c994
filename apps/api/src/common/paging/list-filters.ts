import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { OneLine } from '../validation/field.decorators';

/** Applies decorators as if written one above the other on the property (the last one first). */
const stacked =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorator of [...decorators].reverse()) decorator(target, key);
  };

/** A list filter sent blank ("?status=") is no filter rather than a refused value. */
export const BlankAsMissing = () =>
  Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : value));

export interface OneOfFilterOptions {
  /** How the raw query value is read before it is checked, e.g. BlankAsMissing(). */
  read?: PropertyDecorator;
  /** The refusal; by default "<field> must be one of: <values>". */
  message?: string;
}

/** An optional filter of a list query that takes one of `values`. */
export function OneOfFilter(values: readonly string[], options: OneOfFilterOptions = {}): PropertyDecorator {
  return (target, key) =>
    stacked(
      ApiPropertyOptional({ enum: values }),
      IsOptional(),
      ...(options.read ? [options.read] : []),
      IsIn(values, { message: options.message ?? `${String(key)} must be one of: ${values.join(', ')}` }),
    )(target, key);
}

/**
 * An optional text filter of a list query: one line (blank is none) of at most `maxLength`
 * characters; `checks` come after those (e.g. a Matches).
 */
export function TextFilter(
  maxLength: number,
  api: ApiPropertyOptions = {},
  ...checks: PropertyDecorator[]
): PropertyDecorator {
  return (target, key) =>
    stacked(
      ApiPropertyOptional(api),
      IsOptional(),
      OneLine(),
      IsString({ message: `${String(key)} must be text` }),
      MaxLength(maxLength, { message: `${String(key)} must be at most ${maxLength} characters` }),
      ...checks,
    )(target, key);
}
