import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Max, MaxLength, Min, registerDecorator } from 'class-validator';
import type { CreateReviewRequest } from '@phonehub/contracts';
import { Required, Trim } from '../../common/validation/field.decorators';
import { hasForbiddenControlCharacters } from './clean-text';

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_CONTENT_MAX = 2000;
const RATING = 'rating must be a whole number from 1 to 5';

function PlainText(field: string): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'plainText',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !hasForbiddenControlCharacters(value),
        defaultMessage: () => `${field} must not contain control characters`,
      },
    });
}

export const TextField = (field: string, max: number, example: string) =>
  applyDecorators(
    ApiProperty({ minLength: 1, maxLength: max, example }),
    Required(),
    Trim(),
    IsString({ message: `${field} must be text` }),
    MaxLength(max, { message: `${field} must be at most ${max} characters` }),
    PlainText(field),
  );

/** The author comes from the token; is_staff, user_id or anything else in the body is refused. */
export class CreateReviewDto implements CreateReviewRequest {
  @ApiProperty({ minimum: 1, maximum: 5, example: 5 })
  @Required()
  @IsInt({ message: RATING })
  @Min(1, { message: RATING })
  @Max(5, { message: RATING })
  rating: number;

  @TextField('title', REVIEW_TITLE_MAX, 'Like new, battery still great')
  title: string;

  @TextField('content', REVIEW_CONTENT_MAX, 'Arrived in two days, not a scratch on it.')
  content: string;
}
